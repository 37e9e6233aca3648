import type { JobDefinition } from '../../db/job-queue.ts';
import { closeStaleCalls, type StaleCallsDeps } from './stale-calls.service.ts';

/**
 * Calls whose end report never came are closed soon after the platform must have ended them:
 * looked for every two minutes, and once after a start (a stopped server may have missed some).
 */
export const callJobs = (deps: StaleCallsDeps): JobDefinition<object>[] => [
  {
    name: 'close-stale-calls',
    retryLimit: 0,
    cron: '*/2 * * * *',
    runAfterStartSeconds: 30,
    async handler() {
      await closeStaleCalls(deps);
    },
  },
];
