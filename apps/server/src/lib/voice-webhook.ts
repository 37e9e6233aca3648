import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of the shared secret (hashing first makes the lengths equal). */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
