import { z } from 'zod';

// Billing is not connected to a payment provider yet: the detail page shows sample data. It
// lives here, once, and every screen labels it as sample.

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

export const SAMPLE_BILLING = {
  startDate: '2024-01-01',
  paymentMethod: { brand: 'Visa', last4: '4242' } satisfies PaymentMethod,
  invoices: [
    { id: 'sample-2024-02', date: '2024-02-01', amountCents: 2900, currency: 'usd', status: 'paid', pdfUrl: null },
    { id: 'sample-2024-01', date: '2024-01-01', amountCents: 2900, currency: 'usd', status: 'paid', pdfUrl: null },
  ] satisfies Invoice[],
};

/** Cents as currency ('$29.00'); an unknown currency code still shows the amount and the code. */
export function formatCents(cents: number, currency = 'usd', locale = 'en-US'): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
