import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../db/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { deleteEventsBefore } from './stripe-events.repo.ts';

export const STRIPE_EVENTS_CLEANUP_JOB = 'delete-old-stripe-events';

/**
 * How long a processed event id is kept. Stripe retries an event for up to 3 days and keeps events
 * for 30, so an event older than this can no longer be redelivered or resent from its dashboard.
 */
export const STRIPE_EVENT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StripeEventsCleanupDeps = { db: Database; logger: Logger; now: () => Date };

/** Rows per delete, and deletes per run: a backlog is worked off over a few days, never in one long statement. */
export type CleanupLimits = { batchSize: number; maxBatches: number };
const LIMITS: CleanupLimits = { batchSize: 1000, maxBatches: 50 };

/** Deletes the events settled more than the retention ago, batch by batch; answers how many went. */
export async function deleteOldStripeEvents(deps: StripeEventsCleanupDeps, limits: CleanupLimits = LIMITS) {
  const cutoff = new Date(deps.now().getTime() - STRIPE_EVENT_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const deleted = await deleteEventsBefore(deps.db, cutoff, limits.batchSize);
    total += deleted;
    if (deleted < limits.batchSize) break;
  }
  if (total) deps.logger.info({ deleted: total, cutoff }, 'old Stripe events deleted');
  return total;
}

/** Once a day at a quiet hour (UTC); a run that fails is simply done by the next one. */
export const stripeEventsCleanupJob = (deps: StripeEventsCleanupDeps): JobDefinition<object> => ({
  name: STRIPE_EVENTS_CLEANUP_JOB,
  retryLimit: 0,
  cron: '17 3 * * *',
  async handler() {
    await deleteOldStripeEvents(deps);
  },
});
