/**
 * How the billing card shows money, without the schemas: the page renders it without loading the
 * validation library.
 */

/** Cents as currency ('$29.00'); an unknown currency code still shows the amount and the code. */
export function formatCents(cents: number, currency = 'usd', locale = 'en-US'): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
