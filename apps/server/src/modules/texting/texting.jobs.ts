import type { JobDefinition } from '../../db/job-queue.ts';
import { advanceRegistrations, type TextingDeps } from './registration.service.ts';

/** Registrations under review are read again every minute, so texting switches on soon after approval. */
export const textingJobs = (deps: TextingDeps): JobDefinition<object>[] => [
  {
    name: 'texting-registration-advance',
    retryLimit: 0,
    cron: '* * * * *',
    async handler() {
      await advanceRegistrations(deps);
    },
  },
];
