import type { JobDefinition } from '../../db/job-queue.ts';
import { closeStaleCalls, type CallEventsDeps } from './call-events.service.ts';

/** Calls whose end report never came are closed every quarter of an hour. */
export const callJobs = (deps: CallEventsDeps): JobDefinition<object>[] => [
  {
    name: 'close-stale-calls',
    retryLimit: 0,
    cron: '*/15 * * * *',
    async handler() {
      await closeStaleCalls(deps);
    },
  },
];
