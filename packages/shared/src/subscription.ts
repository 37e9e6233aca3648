import { z } from 'zod';
import {
  invoiceSchema,
  MAX_INVOICES,
  paymentMethodSchema,
  planPriceSchema,
  type Invoice,
  type PaymentMethod,
  type PlanPrice,
} from './billing.ts';
import { planAllowance, planName } from './plans.plain.ts';
import {
  canCancelPlan,
  minutesFromSeconds,
  numbersBeyondAllowance,
  statusLabels,
  statusStyles,
  subscriptionStatus,
} from './subscription.plain.ts';

export * from './subscription.plain.ts';

// --- API shapes -----------------------------------------------------------------------------

const isoDate = z.string().nullable();

/** GET /subscription/summary (the overview now reads the detail view, for its price and dates). */
export const subscriptionSummarySchema = z.object({ plan: z.string() });

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
  textsSent: z.number().int(),
  textsIncluded: z.number().int(),
  phoneNumbersAssigned: z.number().int(),
  phoneNumbersIncluded: z.number().int(),
  /** Numbers beyond the plan's allowance (after a downgrade), newest first: the ones to release. */
  numbersToRelease: z.array(z.object({ id: z.string(), phoneNumber: z.string() })),
  /**
   * What the running subscription costs, as Stripe prices it: null without one (Free), or when
   * Stripe could not be reached (then billingUnavailable says so).
   */
  price: planPriceSchema.nullable(),
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
  /** Texts sent this period that count toward the plan. */
  textCount: number;
  phoneNumbers: { id: string; phoneNumber: string; createdAt: Date | string }[];
  /**
   * What Stripe holds: null when it could not be reached. The price of the running subscription is
   * left out where nobody shows it (home's usage strip never asks Stripe).
   */
  billing: { paymentMethod: PaymentMethod | null; invoices: Invoice[]; price?: PlanPrice | null } | null;
};

/** A period's use beside the plan's allowance: the subscription page's bars and Home's strip. */
export function planUsage({ plan, callSeconds, callCount, textCount }: PlanUsageSource) {
  const allowance = planAllowance(plan);
  return {
    planName: planName(plan),
    minutesUsed: minutesFromSeconds(callSeconds),
    minutesIncluded: allowance.minutes,
    callsMade: callCount,
    callsIncluded: allowance.calls,
    textsSent: textCount,
    textsIncluded: allowance.texts,
  };
}

type PlanUsageSource = Pick<SubscriptionSource, 'plan' | 'callSeconds' | 'callCount' | 'textCount'>;

const iso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

/** The derived subscription view, from the stored profile, real usage and what Stripe holds. */
export function buildSubscriptionView(source: SubscriptionSource): SubscriptionView {
  const allowance = planAllowance(source.plan);
  const status = subscriptionStatus(source.subscriptionStatus);
  const hasPaidPlan = !!source.subscriptionId && canCancelPlan(status);
  const periodEnd = hasPaidPlan ? iso(source.currentPeriodEnd) : null;
  const renews = hasPaidPlan && !source.cancelAtPeriodEnd;
  return {
    ...planUsage(source),
    planDescription: allowance.description,
    status,
    hasPaidPlan,
    startDate: hasPaidPlan ? iso(source.startedAt) : null,
    renewalDate: renews ? periodEnd : null,
    trialEndDate: status.style === 'trial' ? iso(source.trialEnd) : null,
    cancelsOn: hasPaidPlan && source.cancelAtPeriodEnd ? periodEnd : null,
    usagePeriod: { start: source.period.start.toISOString(), end: source.period.end.toISOString() },
    phoneNumbersAssigned: source.phoneNumbers.length,
    phoneNumbersIncluded: allowance.phoneNumbers,
    numbersToRelease: numbersBeyondAllowance(source.phoneNumbers, allowance.phoneNumbers).map(
      ({ id, phoneNumber }) => ({
        id,
        phoneNumber,
      }),
    ),
    price: source.billing?.price ?? null,
    paymentMethod: source.billing?.paymentMethod ?? null,
    nextBillingDate: renews ? periodEnd : null,
    invoices: (source.billing?.invoices ?? []).slice(0, MAX_INVOICES),
    billingUnavailable: source.billing === null,
  };
}
