import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What our webhook and the voice platform agree on: the assistants are compiled with these
 * names and this header, and the webhook reads them back.
 */

/** The header that carries the shared secret on every message the voice platform sends us. */
export const WEBHOOK_SECRET_HEADER = 'X-Vapi-Secret';

/** The in-call booking tools, answered by our webhook. */
export const CHECK_AVAILABILITY = 'check_availability';
export const BOOK_APPOINTMENT = 'book_appointment';

/** Constant-time comparison of the shared secret (hashing first makes the lengths equal). */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
