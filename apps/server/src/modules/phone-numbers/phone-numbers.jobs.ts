import type { JobDefinition } from '../../db/job-queue.ts';
import { retryCallScreening, type ScreeningDeps } from './call-screening.service.ts';
import { retryNumberImports } from './number-import.service.ts';
import { reconcileOrders } from './number-orders.service.ts';

/**
 * Bought numbers the voice platform does not have yet are tried again every ten minutes; orders
 * whose outcome was never recorded are looked up every five; numbers whose call screening the
 * platform did not take are set again every two, so a blocked caller is not let through for long.
 */
export const phoneNumberJobs = (deps: ScreeningDeps): JobDefinition<object>[] => [
  {
    name: 'call-screening-sweep',
    retryLimit: 0,
    cron: '*/2 * * * *',
    async handler() {
      await retryCallScreening(deps);
    },
  },
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
