import { PAID_PLAN_NAMES } from '@portal/shared/billing-actions.plain';
import { formatCents } from '@portal/shared/billing.plain';
import { formatLongDate } from '@portal/shared/dates.plain';
import { FREE_PLAN, planAllowance } from '@portal/shared/plans.plain';
import type { SubscriptionView } from '@portal/shared/subscription';

/**
 * A value of the overview card: its text (with a note under it, small, when it needs one), or,
 * when it is not known, why (the card then shows a dash and the reason, never a made-up value).
 */
export type OverviewValue =
  { text: string; note?: string; unknown?: undefined } | { text?: undefined; note?: undefined; unknown: string };

type Price = NonNullable<SubscriptionView['price']>;

/** '$29.00 / month' as Stripe prices it; null for a price Stripe computes on each bill. */
export const perInterval = ({
  amountCents,
  currency,
  interval,
}: Pick<Price, 'amountCents' | 'currency' | 'interval'>) =>
  amountCents === null ? null : `${formatCents(amountCents, currency)}${interval ? ` / ${interval}` : ''}`;

const samePlan = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isFree = (view: Pick<SubscriptionView, 'planName'>) => samePlan(view.planName, FREE_PLAN);

/** The largest plan on sale: nothing to upgrade to from it. */
const TOP_PLAN = PAID_PLAN_NAMES[PAID_PLAN_NAMES.length - 1]!;

/** Any plan below the top one (Free, Pro, or a plan the portal does not know) can be upgraded. */
export const canUpgrade = (view: Pick<SubscriptionView, 'planName'>) => !samePlan(view.planName, TOP_PLAN);

/** '50 minutes · 20 calls · 1 phone number', as the plan picker lists a plan's allowance. */
export const allowanceText = ({
  minutes,
  calls,
  phoneNumbers,
}: {
  minutes: number;
  calls: number;
  phoneNumbers: number;
}) =>
  `${minutes.toLocaleString('en-US')} minutes · ${calls.toLocaleString('en-US')} calls · ${phoneNumbers} phone ${
    phoneNumbers === 1 ? 'number' : 'numbers'
  }`;

/** What the largest plan includes, for the case for upgrading from Free. */
export const topPlanAllowance = () => planAllowance(TOP_PLAN);

/**
 * The next bill: its date, "Not billed" on Free, and "None scheduled" for a paid plan that will not
 * renew (cancelled, past due): never a bare "N/A".
 */
export function nextBillingText(view: SubscriptionView): string {
  if (view.nextBillingDate) return formatLongDate(view.nextBillingDate);
  return isFree(view) && !view.hasPaidPlan ? 'Not billed' : 'None scheduled';
}

/**
 * What the plan costs: nothing a month on Free (said as a price, since the plan's name says Free
 * already), or the running subscription's price as Stripe has it.
 */
export function amountOf(view: SubscriptionView): OverviewValue {
  if (isFree(view)) return { text: `${formatCents(0, 'usd')} / month` };
  if (view.price) {
    const text = perInterval(view.price);
    return text ? { text } : { unknown: 'Stripe works out this price on each invoice.' };
  }
  if (view.billingUnavailable) return { unknown: 'The price could not be loaded from Stripe just now.' };
  return { unknown: 'Stripe has no running subscription for this plan.' };
}

/**
 * When the plan renews: a paid plan at the end of its billing period (dated as the detail page
 * dates it). Free is never billed (the detail page's Next Billing says "Not billed"): its date is
 * when its monthly allowance starts again (the first day of the next period, a calendar day in
 * UTC, as usage is counted), with a short note under it, one line beside the other facts. A
 * cancelled plan does not renew: it says when it ends.
 */
export function renewalOf(view: SubscriptionView): OverviewValue {
  if (view.cancelsOn) return { text: `Will not renew (ends ${formatLongDate(view.cancelsOn)})` };
  if (view.renewalDate) return { text: formatLongDate(view.renewalDate) };
  if (isFree(view) && !view.hasPaidPlan)
    return {
      text: formatLongDate(view.usagePeriod.end.slice(0, 10)),
      note: 'Not billed; your allowance restarts',
    };
  return { unknown: `Not known while the plan's status is ${view.status.label ?? 'unknown'}.` };
}
