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

export const MAX_INVOICES = 5;
