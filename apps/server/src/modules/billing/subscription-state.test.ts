import { describe, expect, it } from 'vitest';
import type { BillingSubscription } from '../../providers/billing/billing.ts';
import { SANDBOX_PRICE_IDS, type PaidPlan } from '../../providers/billing/plans.ts';
import { continuedUsageStart, subscriptionState } from './subscription-state.pure.ts';

const plans: PaidPlan[] = [
  { plan: 'Pro Plan', priceId: SANDBOX_PRICE_IDS.pro },
  { plan: 'Premium Plan', priceId: SANDBOX_PRICE_IDS.premium },
];
const periodEnd = new Date('2026-12-26T15:00:00Z');
const subscription = (changes: Partial<BillingSubscription>): BillingSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: SANDBOX_PRICE_IDS.pro,
  cancelAtPeriodEnd: false,
  startDate: new Date('2026-10-26T15:00:00Z'),
  currentPeriodStart: new Date('2026-11-26T15:00:00Z'),
  currentPeriodEnd: periodEnd,
  trialEnd: null,
  metadata: {},
  ...changes,
});

describe('the profile state of a subscription', () => {
  it('gives the plan of the price while active, trialing or past due', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(subscriptionState(plans, subscription({ status, priceId: SANDBOX_PRICE_IDS.premium }))).toEqual({
        stripeSubscriptionId: 'sub_1',
        plan: 'Premium Plan',
        subscriptionStatus: status,
        subStartedAt: new Date('2026-10-26T15:00:00Z'),
        subCurrentPeriodStart: new Date('2026-11-26T15:00:00Z'),
        subCurrentPeriodEnd: periodEnd,
        subTrialEnd: null,
        subCancelAtPeriodEnd: false,
      });
    }
  });

  it('keeps the plan until the period end when cancelled at its end', () => {
    expect(subscriptionState(plans, subscription({ cancelAtPeriodEnd: true }))).toMatchObject({
      plan: 'Pro Plan',
      subscriptionStatus: 'active',
      subCancelAtPeriodEnd: true,
      subCurrentPeriodEnd: periodEnd,
    });
  });

  it('gives Free without a current period once the subscription gives no plan', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(subscriptionState(plans, subscription({ status, cancelAtPeriodEnd: true }))).toMatchObject({
        plan: 'Free',
        subscriptionStatus: status,
        subStartedAt: null,
        subCurrentPeriodStart: null,
        subCurrentPeriodEnd: null,
        subCancelAtPeriodEnd: false,
      });
    }
  });

  it('leaves the plan as it is for a price the portal does not sell', () => {
    expect(subscriptionState(plans, subscription({ priceId: 'price_legacy' })).plan).toBeUndefined();
  });
});

describe('where usage is counted from when a period is written', () => {
  const at = (iso: string) => new Date(iso);
  const free = { start: null, end: null };
  const paid = { start: at('2026-11-01T00:00:00Z'), end: at('2026-12-20T12:00:00Z') };

  it("continues Free's calendar month when a plan is bought in the middle of it", () => {
    expect(continuedUsageStart(free, at('2026-11-20T12:00:00Z'))).toEqual(at('2026-11-01T00:00:00Z'));
    // A plan bought at the very start of a month has nothing before it to count.
    expect(continuedUsageStart(free, at('2026-11-01T00:00:00Z'))).toEqual(at('2026-11-01T00:00:00Z'));
  });

  it('keeps the counted start through a plan change, and through a billing cycle reset inside the period', () => {
    expect(continuedUsageStart(paid, at('2026-11-20T12:00:00Z'))).toEqual(paid.start);
    expect(continuedUsageStart(paid, at('2026-12-05T09:30:00Z'))).toEqual(paid.start);
  });

  it('counts afresh from a renewal, from a period after the counted one ended, and from nothing', () => {
    expect(continuedUsageStart(paid, paid.end)).toEqual(paid.end);
    expect(continuedUsageStart(paid, at('2027-02-01T00:00:00Z'))).toEqual(at('2027-02-01T00:00:00Z'));
    expect(continuedUsageStart(paid, null)).toBeNull();
  });
});
