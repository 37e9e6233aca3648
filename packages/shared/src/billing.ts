import { z } from 'zod';

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

/** Cents as currency ('$29.00'); an unknown currency code still shows the amount and the code. */
export function formatCents(cents: number, currency = 'usd', locale = 'en-US'): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
