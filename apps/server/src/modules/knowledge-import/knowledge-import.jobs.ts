import { isUuid } from '@portal/shared/api';
import type { JobDefinition } from '../../db/job-queue.ts';
import { IMPORT_JOB, runImport, type ImportDeps } from './knowledge-import.service.ts';

/** Reading a site takes up to a minute: a job, so it survives the request and a restart. */
export const knowledgeImportJob = (deps: ImportDeps): JobDefinition<object> => ({
  name: IMPORT_JOB,
  retryLimit: 2,
  retryDelaySeconds: 30,
  oneAtATimeByKey: true,
  async handler(data) {
    const { importId } = data as { importId?: unknown };
    if (typeof importId === 'string' && isUuid(importId)) await runImport(deps, importId);
  },
});
