import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A Stripe-looking id: the object's prefix and random letters and digits (`cus_Q1w2E3r4T5y6U7`). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${suffix}`;
}

/** Unix seconds, the unit of every Stripe timestamp. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/** The same day of the next month (the last day when it has fewer days), as Stripe bills monthly. */
export function oneMonthLater(seconds: number): number {
  const start = new Date(seconds * 1000);
  const next = new Date(start);
  next.setUTCDate(1);
  next.setUTCMonth(start.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(next.getTime() / 1000);
}
