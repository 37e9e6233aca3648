import { z } from 'zod';
import { PAID_PLAN_NAMES } from './billing-actions.plain.ts';

export * from './billing-actions.plain.ts';

// What the subscription pages ask the server for: a Stripe Checkout page for a plan, or the
// Stripe customer portal (on its cancel flow for Cancel Plan). Both answer the URL to open.

export const checkoutRequestSchema = z.strictObject({ plan: z.enum(PAID_PLAN_NAMES) });

export const portalRequestSchema = z.strictObject({ flow: z.enum(['cancel']).optional() });

/** A plan on sale, with its Stripe price and the allowances it gives, for the plan picker. */
export const planOfferSchema = z.object({
  plan: z.enum(PAID_PLAN_NAMES),
  /** Per interval, in the currency's smallest unit. */
  amountCents: z.number().int().nullable(),
  currency: z.string(),
  interval: z.string().nullable(),
  minutes: z.number().int(),
  calls: z.number().int(),
  phoneNumbers: z.number().int(),
  description: z.string(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

export const planOffersSchema = z.object({ plans: z.array(planOfferSchema) });

export const billingRedirectSchema = z.object({ url: z.string() });
