import { recordJob, type JobDefinition, type JobQueue } from '../../db/job-queue.ts';
import { CLOSURE_JOB } from './account-closing.service.ts';
import { runClosure, sweepClosures, type ClosureRunDeps } from './closure-run.service.ts';

/**
 * A closed account's vendor steps: one job per closure, retried with backoff (1 minute, doubling,
 * ten times: about seventeen hours). The sweep every half hour queues again any closure still in
 * the table, so a step that keeps failing is tried again for as long as it takes and is never
 * dropped, and a closure whose job was lost is picked up (also soon after each server starts).
 */
export function accountClosingJobs(deps: ClosureRunDeps & { jobs: Pick<JobQueue, 'send'> }): JobDefinition<object>[] {
  return [
    recordJob(CLOSURE_JOB, 'closureId', (closureId) => runClosure(deps, closureId), {
      retryLimit: 10,
      retryDelaySeconds: 60,
    }),
    {
      name: 'account-closures-sweep',
      retryLimit: 0,
      cron: '*/30 * * * *',
      runAfterStartSeconds: 120,
      handler: () => sweepClosures(deps, deps.jobs),
    },
  ];
}
