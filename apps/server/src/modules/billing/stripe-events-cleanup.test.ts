import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { withRecordedJobs } from '../notifications/testing.ts';
import { deleteOldStripeEvents, STRIPE_EVENTS_CLEANUP_JOB } from './billing.jobs.ts';

const NOW = new Date('2026-05-31T03:17:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Events received and (unless `processed` is null) processed that many days before NOW. */
async function seedEvents(prefix: string, count: number, days: number, processed: number | null = days) {
  await t.db.insert(stripeEvents).values(
    Array.from({ length: count }, (_, index) => ({
      id: `evt_${prefix}_${index}`,
      type: 'customer.subscription.updated',
      createdAt: daysAgo(days),
      receivedAt: daysAgo(days),
      processedAt: processed === null ? null : daysAgo(processed),
    })),
  );
}

const remainingIds = async () =>
  (await t.db.select({ id: stripeEvents.id }).from(stripeEvents)).map((row) => row.id).sort();

describe('the cleanup of old Stripe events', () => {
  it('is a daily job that deletes events processed more than 30 days ago, and keeps the rest', async () => {
    await seedEvents('old', 3, 45);
    await seedEvents('just_old', 1, 31);
    await seedEvents('recent', 2, 29);
    // An attempt whose server died long ago (Stripe gave up on it), and one under way now.
    await seedEvents('abandoned', 1, 40, null);
    await seedEvents('in_flight', 1, 0, null);
    // Received long ago, but only processed lately (a retry): kept for its full 30 days.
    await seedEvents('late', 1, 35, 2);

    const jobs = await withRecordedJobs(t, () => NOW);
    const job = jobs.defined.get(STRIPE_EVENTS_CLEANUP_JOB);
    expect(job).toMatchObject({ cron: '17 3 * * *', retryLimit: 0 });
    await jobs.run(STRIPE_EVENTS_CLEANUP_JOB);
    expect(await remainingIds()).toEqual(['evt_in_flight_0', 'evt_late_0', 'evt_recent_0', 'evt_recent_1']);

    // A second run finds nothing more to do.
    await jobs.run(STRIPE_EVENTS_CLEANUP_JOB);
    expect(await remainingIds()).toHaveLength(4);
  });

  it('deletes in bounded batches, leaving a backlog beyond one run for the next', async () => {
    await seedEvents('backlog', 7, 60);
    const deps = { db: t.db, logger: createLogger('silent'), now: () => NOW };
    expect(await deleteOldStripeEvents(deps, { batchSize: 2, maxBatches: 3 })).toBe(6);
    expect((await remainingIds()).filter((id) => id.startsWith('evt_backlog'))).toHaveLength(1);
    expect(await deleteOldStripeEvents(deps, { batchSize: 2, maxBatches: 3 })).toBe(1);
    expect(await remainingIds()).toHaveLength(4);
  });
});
