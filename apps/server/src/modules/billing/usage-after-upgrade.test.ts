import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHours } from '@portal/shared/agents/hours';
import { callRecords, profiles } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { BillingError, type Billing, type BillingSubscription } from '../../providers/billing/billing.ts';
import { SANDBOX_PRICE_IDS, type PaidPlan } from '../../providers/billing/plans.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cockpit } from '../go-live/go-live.service.ts';
import { goLiveApi } from '../go-live/testing.ts';
import { subscriptionDetail } from '../subscription/subscription.service.ts';
import { receiveStripeEvent } from './stripe-events.service.ts';

/**
 * An owner on Free takes calls, then buys the Pro Plan at noon on 20 November 2026 (UTC): Stripe
 * starts the subscription's first period then. Everything happens at fixed times, so the test
 * does not depend on today's date.
 */
const at = (iso: string) => new Date(iso);
const UPGRADE = at('2026-11-20T12:00:00Z');
const PERIOD_END = at('2026-12-20T12:00:00Z');
const log = createLogger('silent');
const plans: PaidPlan[] = [
  { plan: 'Pro Plan', priceId: SANDBOX_PRICE_IDS.pro },
  { plan: 'Premium Plan', priceId: SANDBOX_PRICE_IDS.premium },
];
// Events here carry the whole subscription: Stripe is never asked again.
const unreachable = () => Promise.reject(new BillingError('Stripe is not part of this test', 0));
const billing = { subscriptions: unreachable } as unknown as Billing;

let t: TestApp;
let owner: SignedInUser;
let agentId: string;

const subscription = (changes: Partial<BillingSubscription>): BillingSubscription => ({
  id: 'sub_upgrade',
  customerId: 'cus_upgrade',
  status: 'active',
  priceId: SANDBOX_PRICE_IDS.pro,
  cancelAtPeriodEnd: false,
  startDate: UPGRADE,
  currentPeriodStart: UPGRADE,
  currentPeriodEnd: PERIOD_END,
  trialEnd: null,
  metadata: {},
  ...changes,
});

/** Stripe's webhook event of a subscription, as the webhook route hands it on once verified. */
async function deliver(type: string, created: Date, changes: Partial<BillingSubscription> = {}) {
  const deps = { db: t.db, billing, plans, publicUrl: t.config.publicUrl, logger: log };
  const event = { id: `evt_${randomUUID()}`, type, created, object: {}, checkout: null };
  expect(await receiveStripeEvent(deps, { ...event, subscription: subscription(changes) })).toBe('applied');
}

const realCall = (startedAt: string) => ({
  vapiCallId: randomUUID(),
  userId: owner.id,
  agentId,
  type: 'inboundPhoneCall',
  startedAt: at(startedAt),
  callDurationSeconds: 120,
});

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const api = goLiveApi(t);
  owner = await signedInUser(t, 'upgrader');
  agentId = (await api.phones.createAgent(owner, 'Front Desk')).id;
  await api.save(owner, agentId, 'yourHours', { yourHours: defaultHours(), timezone: 'UTC' });
  await t.db.update(profiles).set({ stripeCustomerId: 'cus_upgrade' }).where(eq(profiles.id, owner.id));
  await t.db
    .insert(callRecords)
    .values([
      realCall('2026-11-03T15:00:00Z'),
      realCall('2026-11-20T08:00:00Z'),
      realCall('2026-11-20T09:30:00Z'),
      realCall('2026-11-20T11:45:00Z'),
    ]);
});
afterAll(() => t.close());

describe('usage after an upgrade', () => {
  it("keeps the calls already made: this period's calls include today's, before and after the upgrade", async () => {
    await deliver('customer.subscription.created', UPGRADE);
    await t.db.insert(callRecords).values(realCall('2026-11-20T12:30:00Z'));

    const { cockpit: home } = await cockpit(t.db, owner.id, log, at('2026-11-20T13:00:00Z'));
    expect(home.usage).toMatchObject({
      planName: 'Pro Plan',
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: PERIOD_END.toISOString(),
      callsMade: 5,
      callsIncluded: 200,
      minutesUsed: 10,
    });
    expect(home.agents[0]?.activity).toMatchObject({ callsToday: 4, callsThisPeriod: 5 });
  });

  it('keeps counting from the same start through a plan change, and counts afresh from the renewal', async () => {
    await deliver('customer.subscription.updated', at('2026-11-25T10:00:00Z'), { priceId: SANDBOX_PRICE_IDS.premium });
    const changed = await subscriptionDetail(t.db, owner.id, log, at('2026-11-25T10:05:00Z'));
    expect(changed).toMatchObject({ planName: 'Premium Plan', callsMade: 5, callsIncluded: 600 });
    expect(changed.usagePeriod).toEqual({ start: '2026-11-01T00:00:00.000Z', end: PERIOD_END.toISOString() });

    const renewedUntil = at('2027-01-20T12:00:00Z');
    await deliver('customer.subscription.updated', at('2026-12-20T12:00:05Z'), {
      priceId: SANDBOX_PRICE_IDS.premium,
      currentPeriodStart: PERIOD_END,
      currentPeriodEnd: renewedUntil,
    });
    await t.db.insert(callRecords).values(realCall('2026-12-21T09:00:00Z'));
    const renewed = await subscriptionDetail(t.db, owner.id, log, at('2026-12-21T10:00:00Z'));
    expect(renewed.usagePeriod).toEqual({ start: PERIOD_END.toISOString(), end: renewedUntil.toISOString() });
    expect(renewed.callsMade).toBe(1);
  });
});
