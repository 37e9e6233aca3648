import { FREE_PLAN } from '@portal/shared/plans.plain';
import { usagePeriod } from '@portal/shared/subscription';
import type { BillingSubscription } from '../../providers/billing/billing.ts';
import type { PaidPlan } from '../../providers/billing/plans.ts';

/**
 * Statuses in which a subscription gives its plan: paid up, in its trial, or a renewal payment
 * that failed and that Stripe is still retrying (past_due). Canceled, incomplete,
 * incomplete_expired, unpaid and paused give the Free plan.
 */
const PLAN_GIVING = new Set(['active', 'trialing', 'past_due']);

/** The plan a Stripe price buys, or null for a price the portal does not sell. */
const planOfPrice = (plans: PaidPlan[], priceId: string | null) =>
  plans.find((paid) => paid.priceId === priceId)?.plan ?? null;

export const givesPlan = (status: string | null | undefined) => PLAN_GIVING.has(status ?? '');

/** The profile's subscription columns as a subscription sets them. */
export type SubscriptionState = {
  stripeSubscriptionId: string;
  /** Undefined (left as it is) for a price the portal does not sell. */
  plan: string | undefined;
  subscriptionStatus: string;
  subStartedAt: Date | null;
  subCurrentPeriodStart: Date | null;
  subCurrentPeriodEnd: Date | null;
  subTrialEnd: Date | null;
  subCancelAtPeriodEnd: boolean;
};

/**
 * What the profile shows of a subscription. One that gives no plan leaves no current period (the
 * usage period falls back to the calendar month) and nothing to cancel.
 */
export function subscriptionState(plans: PaidPlan[], subscription: BillingSubscription): SubscriptionState {
  const live = givesPlan(subscription.status);
  return {
    stripeSubscriptionId: subscription.id,
    plan: live ? (planOfPrice(plans, subscription.priceId) ?? undefined) : FREE_PLAN,
    subscriptionStatus: subscription.status,
    subStartedAt: live ? subscription.startDate : null,
    subCurrentPeriodStart: live ? subscription.currentPeriodStart : null,
    subCurrentPeriodEnd: live ? subscription.currentPeriodEnd : null,
    subTrialEnd: subscription.trialEnd,
    subCancelAtPeriodEnd: live && subscription.cancelAtPeriodEnd,
  };
}

/**
 * Where usage is counted from once a subscription period starting at `next` is written over the
 * stored one. A period that begins inside the one being counted continues it, so the calls already
 * made still count: the first period of a plan bought on Free begins inside Free's calendar month,
 * and a billing cycle reset inside the paid period. A plan change keeps Stripe's period, so it keeps
 * the start too. A renewal begins where the counted period ends, and counts afresh.
 */
export function continuedUsageStart(stored: { start: Date | null; end: Date | null }, next: Date | null) {
  if (!next) return null;
  if (stored.end && next >= stored.end) return next;
  const counted = usagePeriod(stored, next);
  return counted.start < next ? counted.start : next;
}
