import type { JobDefinition } from '../../db/job-queue.ts';
import { retryNumberImports, type PhoneNumbersDeps } from './number-import.ts';

/** Bought numbers the voice platform does not have yet are tried again every ten minutes. */
export const phoneNumberJobs = (deps: PhoneNumbersDeps): JobDefinition<object>[] => [
  {
    name: 'number-import-sweep',
    retryLimit: 0,
    cron: '*/10 * * * *',
    async handler() {
      await retryNumberImports(deps);
    },
  },
];
