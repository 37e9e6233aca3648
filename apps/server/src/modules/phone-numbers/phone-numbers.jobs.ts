import type { JobDefinition } from '../../db/job-queue.ts';
import { retryNumberImports, type PhoneNumbersDeps } from './number-import.service.ts';
import { reconcileOrders } from './number-orders.service.ts';

/**
 * Bought numbers the voice platform does not have yet are tried again every ten minutes; orders
 * whose outcome was never recorded are looked up every five.
 */
export const phoneNumberJobs = (deps: PhoneNumbersDeps): JobDefinition<object>[] => [
  {
    name: 'number-import-sweep',
    retryLimit: 0,
    cron: '*/10 * * * *',
    async handler() {
      await retryNumberImports(deps);
    },
  },
  {
    name: 'number-orders-reconcile',
    retryLimit: 0,
    cron: '*/5 * * * *',
    async handler() {
      await reconcileOrders(deps);
    },
  },
];
