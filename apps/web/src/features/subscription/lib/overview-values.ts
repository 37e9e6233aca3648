import { formatCents } from '@portal/shared/billing.plain';
import { formatLongDate } from '@portal/shared/dates.plain';
import { FREE_PLAN } from '@portal/shared/plans.plain';
import type { SubscriptionView } from '@portal/shared/subscription';

/**
 * A value of the overview card: its text, or, when it is not known, why (the card then shows a
 * dash and the reason, never a made-up value).
 */
export type OverviewValue = { text: string; unknown?: undefined } | { text?: undefined; unknown: string };

type Price = NonNullable<SubscriptionView['price']>;

/** '$29.00 / month' as Stripe prices it; null for a price Stripe computes on each bill. */
export const perInterval = ({
  amountCents,
  currency,
  interval,
}: Pick<Price, 'amountCents' | 'currency' | 'interval'>) =>
  amountCents === null ? null : `${formatCents(amountCents, currency)}${interval ? ` / ${interval}` : ''}`;

const isFree = (view: SubscriptionView) => view.planName.trim().toLowerCase() === FREE_PLAN.toLowerCase();

/** What the plan costs: Free, or the running subscription's price as Stripe has it. */
export function amountOf(view: SubscriptionView): OverviewValue {
  if (isFree(view)) return { text: FREE_PLAN };
  if (view.price) {
    const text = perInterval(view.price);
    return text ? { text } : { unknown: 'Stripe works out this price on each invoice.' };
  }
  if (view.billingUnavailable) return { unknown: 'The price could not be loaded from Stripe just now.' };
  return { unknown: 'Stripe has no running subscription for this plan.' };
}

/**
 * When the plan renews: a paid plan at the end of its billing period (dated as the detail page
 * dates it). Free is never billed (the detail page's Next Renewal is N/A), so it says so, and when
 * its monthly allowance starts again (the first day of the next period, a calendar day in UTC, as
 * usage is counted). A cancelled plan does not renew: it says when it ends.
 */
export function renewalOf(view: SubscriptionView): OverviewValue {
  if (view.cancelsOn) return { text: `Will not renew (ends ${formatLongDate(view.cancelsOn)})` };
  if (view.renewalDate) return { text: formatLongDate(view.renewalDate) };
  if (isFree(view) && !view.hasPaidPlan)
    return { text: `Not billed; the allowance restarts ${formatLongDate(view.usagePeriod.end.slice(0, 10))}` };
  return { unknown: `Not known while the plan's status is ${view.status.label ?? 'unknown'}.` };
}
