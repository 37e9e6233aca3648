import { z } from 'zod';

export * from './billing.plain.ts';

// What the subscription page shows of the user's Stripe billing: the card and the last invoices.

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentMethodSchema = z.object({ brand: z.string(), last4: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What a subscription costs each interval, as Stripe prices it. */
export const planPriceSchema = z.object({
  /** In the currency's smallest unit (cents); null for a price Stripe computes otherwise. */
  amountCents: z.number().int().nullable(),
  currency: z.string(),
  /** month, year… or null for a one-off price. */
  interval: z.string().nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const MAX_INVOICES = 5;
