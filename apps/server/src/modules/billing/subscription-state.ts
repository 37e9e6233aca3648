import { FREE_PLAN } from '@portal/shared/plans';
import type { BillingSubscription } from '../../providers/billing/billing.ts';
import { planOfPrice, type PaidPlan } from '../../providers/billing/plans.ts';

/**
 * Statuses in which a subscription gives its plan: paid up, in its trial, or a renewal payment
 * that failed and that Stripe is still retrying (past_due). Canceled, incomplete,
 * incomplete_expired, unpaid and paused give the Free plan.
 */
const PLAN_GIVING = new Set(['active', 'trialing', 'past_due']);

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
