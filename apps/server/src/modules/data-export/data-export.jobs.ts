import { recordJob, scheduledJob, type JobDefinition } from '../../db/job-queue.ts';
import { BUILD_EXPORT_JOB, buildExport, cleanUpExports, type DataExportDeps } from './data-export.service.ts';

export const CLEAN_UP_EXPORTS_JOB = 'data-export-cleanup';

/**
 * Building an archive (one at a time per archive; a failure is recorded for the owner to try
 * again, so it is not retried), and the hourly deletion of archives whose link has run out.
 */
export const dataExportJobs = (deps: DataExportDeps): JobDefinition<object>[] => [
  recordJob(BUILD_EXPORT_JOB, 'exportId', (id) => buildExport(deps, id), { retryLimit: 0 }),
  scheduledJob(CLEAN_UP_EXPORTS_JOB, '17 * * * *', () => cleanUpExports(deps)),
];
