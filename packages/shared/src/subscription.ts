import { z } from 'zod';
import { invoiceSchema, MAX_INVOICES, paymentMethodSchema, SAMPLE_BILLING } from './billing.ts';
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
 * The period usage is counted in: the month ending at the current period end, or the calendar
 * month (UTC) when no period end is known or it has already passed (a stale value would count
 * an old month as "this period").
 */
export function usagePeriod(periodEnd: Date | null, now: Date): { start: Date; end: Date } {
  if (periodEnd && !Number.isNaN(periodEnd.getTime()) && periodEnd > now) {
    return { start: addMonthsUtc(periodEnd, -1), end: periodEnd };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: addMonthsUtc(start, 1) };
}

// --- API shapes -----------------------------------------------------------------------------

const isoDate = z.string().nullable();

export const subscriptionSummarySchema = z.object({ plan: z.string() });
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionViewSchema = z.object({
  planName: z.string(),
  planDescription: z.string(),
  status: z.object({ label: z.enum(statusLabels).nullable(), style: z.enum(statusStyles) }),
  startDate: isoDate,
  renewalDate: isoDate,
  trialEndDate: isoDate,
  usagePeriod: z.object({ start: z.string(), end: z.string() }),
  minutesUsed: z.number().int(),
  minutesIncluded: z.number().int(),
  callsMade: z.number().int(),
  callsIncluded: z.number().int(),
  phoneNumbersAssigned: z.number().int(),
  phoneNumbersIncluded: z.number().int(),
  paymentMethod: paymentMethodSchema.nullable(),
  nextBillingDate: isoDate,
  invoices: z.array(invoiceSchema).max(MAX_INVOICES),
  /** Payment method, invoices and start date are placeholders until billing is connected. */
  billingIsSample: z.literal(true),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** What the server reads for one user; a missing profile means all profile values are null. */
export type SubscriptionSource = {
  plan: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  period: { start: Date; end: Date };
  callSeconds: number;
  callCount: number;
  phoneNumberCount: number;
};

const iso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

/** The derived subscription view, from the stored profile and real usage. */
export function buildSubscriptionView(source: SubscriptionSource): SubscriptionView {
  const allowance = planAllowance(source.plan);
  const status = subscriptionStatus(source.subscriptionStatus);
  const running = canCancelPlan(status);
  const renewalDate = iso(source.currentPeriodEnd);
  return {
    planName: planName(source.plan),
    planDescription: allowance.description,
    status,
    startDate: SAMPLE_BILLING.startDate,
    renewalDate,
    trialEndDate: status.style === 'trial' ? iso(source.trialEnd) : null,
    usagePeriod: { start: source.period.start.toISOString(), end: source.period.end.toISOString() },
    minutesUsed: minutesFromSeconds(source.callSeconds),
    minutesIncluded: allowance.minutes,
    callsMade: source.callCount,
    callsIncluded: allowance.calls,
    phoneNumbersAssigned: source.phoneNumberCount,
    phoneNumbersIncluded: allowance.phoneNumbers,
    paymentMethod: running ? SAMPLE_BILLING.paymentMethod : null,
    nextBillingDate: running ? renewalDate : null,
    invoices: SAMPLE_BILLING.invoices.slice(0, MAX_INVOICES),
    billingIsSample: true,
  };
}
