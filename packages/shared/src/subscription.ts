import { z } from 'zod';
import { invoiceSchema, MAX_INVOICES, paymentMethodSchema, type Invoice, type PaymentMethod } from './billing.ts';
import { addMonthsUtc } from './dates.ts';
import { planAllowance, planName } from './plans.ts';

// --- Status display ------------------------------------------------------------------------

export const statusStyles = ['active', 'trial', 'past-due', 'canceled', 'unknown'] as const;
export type StatusStyle = (typeof statusStyles)[number];
export const statusLabels = ['Active', 'Trial', 'Past Due', 'Canceled'] as const;
export type SubscriptionStatus = { label: (typeof statusLabels)[number] | null; style: StatusStyle };

/** The stored subscription_status, case-insensitive; anything unrecognised is unknown, with no label. */
export function subscriptionStatus(raw: string | null | undefined): SubscriptionStatus {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'active') return { label: 'Active', style: 'active' };
  if (value === 'trialing') return { label: 'Trial', style: 'trial' };
  if (value === 'past_due' || value === 'past due') return { label: 'Past Due', style: 'past-due' };
  if (value === '' || value === 'canceled' || value === 'incomplete_expired') {
    return { label: 'Canceled', style: 'canceled' };
  }
  return { label: null, style: 'unknown' };
}

/** Only a running subscription (Active or Trial) offers Cancel Plan. */
export const canCancelPlan = (status: SubscriptionStatus) => status.style === 'active' || status.style === 'trial';

// --- Usage ----------------------------------------------------------------------------------

export const minutesFromSeconds = (seconds: number) => Math.round((Number.isFinite(seconds) ? seconds : 0) / 60);

/** Share of an allowance used, 0 to 100; 0 when the plan has no limit to measure against. */
export function usagePercent(used: number, included: number): number {
  if (!(included > 0) || !Number.isFinite(used)) return 0;
  return Math.min(100, Math.max(0, (used / included) * 100));
}

/**
 * The period usage is counted in: the paid subscription's current period while it runs (its start
 * as Stripe gives it, or the month before its end), otherwise the calendar month (UTC). A period
 * that has already ended is stale and never counts as "this period".
 */
export function usagePeriod(current: { start: Date | null; end: Date | null }, now: Date): { start: Date; end: Date } {
  const { start, end } = current;
  if (end && !Number.isNaN(end.getTime()) && end > now) {
    const validStart = start && !Number.isNaN(start.getTime()) && start < end ? start : null;
    return { start: validStart ?? addMonthsUtc(end, -1), end };
  }
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start: monthStart, end: addMonthsUtc(monthStart, 1) };
}

/** The phone numbers beyond the plan's allowance: the newest ones, which the owner is asked to release. */
export function numbersBeyondAllowance<T extends { createdAt: Date | string }>(numbers: T[], included: number): T[] {
  const newestFirst = [...numbers].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return newestFirst.slice(0, Math.max(0, numbers.length - Math.max(0, included)));
}

// --- API shapes -----------------------------------------------------------------------------

const isoDate = z.string().nullable();

export const subscriptionSummarySchema = z.object({ plan: z.string() });
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionViewSchema = z.object({
  planName: z.string(),
  planDescription: z.string(),
  status: z.object({ label: z.enum(statusLabels).nullable(), style: z.enum(statusStyles) }),
  /** A paid Stripe subscription gives the plan: Cancel Plan and the portal's plan change apply. */
  hasPaidPlan: z.boolean(),
  startDate: isoDate,
  renewalDate: isoDate,
  trialEndDate: isoDate,
  /** The paid plan was cancelled and ends on this date instead of renewing. */
  cancelsOn: isoDate,
  usagePeriod: z.object({ start: z.string(), end: z.string() }),
  minutesUsed: z.number().int(),
  minutesIncluded: z.number().int(),
  callsMade: z.number().int(),
  callsIncluded: z.number().int(),
  phoneNumbersAssigned: z.number().int(),
  phoneNumbersIncluded: z.number().int(),
  /** Numbers beyond the plan's allowance (after a downgrade), newest first: the ones to release. */
  numbersToRelease: z.array(z.object({ id: z.string(), phoneNumber: z.string() })),
  paymentMethod: paymentMethodSchema.nullable(),
  nextBillingDate: isoDate,
  invoices: z.array(invoiceSchema).max(MAX_INVOICES),
  /** Stripe could not be reached: the payment method and invoices are unknown, not empty. */
  billingUnavailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** What the server reads for one user; a missing profile means all profile values are null. */
export type SubscriptionSource = {
  plan: string | null;
  subscriptionStatus: string | null;
  /** The Stripe subscription that gives the plan, if any. */
  subscriptionId: string | null;
  startedAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  period: { start: Date; end: Date };
  callSeconds: number;
  callCount: number;
  phoneNumbers: { id: string; phoneNumber: string; createdAt: Date | string }[];
  /** What Stripe holds: null when it could not be reached. */
  billing: { paymentMethod: PaymentMethod | null; invoices: Invoice[] } | null;
};

const iso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

/** The derived subscription view, from the stored profile, real usage and what Stripe holds. */
export function buildSubscriptionView(source: SubscriptionSource): SubscriptionView {
  const allowance = planAllowance(source.plan);
  const status = subscriptionStatus(source.subscriptionStatus);
  const hasPaidPlan = !!source.subscriptionId && canCancelPlan(status);
  const periodEnd = hasPaidPlan ? iso(source.currentPeriodEnd) : null;
  const renews = hasPaidPlan && !source.cancelAtPeriodEnd;
  return {
    planName: planName(source.plan),
    planDescription: allowance.description,
    status,
    hasPaidPlan,
    startDate: hasPaidPlan ? iso(source.startedAt) : null,
    renewalDate: renews ? periodEnd : null,
    trialEndDate: status.style === 'trial' ? iso(source.trialEnd) : null,
    cancelsOn: hasPaidPlan && source.cancelAtPeriodEnd ? periodEnd : null,
    usagePeriod: { start: source.period.start.toISOString(), end: source.period.end.toISOString() },
    minutesUsed: minutesFromSeconds(source.callSeconds),
    minutesIncluded: allowance.minutes,
    callsMade: source.callCount,
    callsIncluded: allowance.calls,
    phoneNumbersAssigned: source.phoneNumbers.length,
    phoneNumbersIncluded: allowance.phoneNumbers,
    numbersToRelease: numbersBeyondAllowance(source.phoneNumbers, allowance.phoneNumbers).map(
      ({ id, phoneNumber }) => ({
        id,
        phoneNumber,
      }),
    ),
    paymentMethod: source.billing?.paymentMethod ?? null,
    nextBillingDate: renews ? periodEnd : null,
    invoices: (source.billing?.invoices ?? []).slice(0, MAX_INVOICES),
    billingUnavailable: source.billing === null,
  };
}
