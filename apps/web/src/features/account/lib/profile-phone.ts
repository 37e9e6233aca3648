/** The profile's phone number, stored (E.164) and as people write it. */
export type ProfilePhone = { e164: string; display: string };

/**
 * Whether a number as typed is the stored one: the same digits, or a US or Canadian number typed
 * without its leading 1 ("(512) 555-0100" for +15125550100). Anything else reads as another number.
 */
export function isSamePhone(typed: string, e164: string): boolean {
  const digits = typed.replace(/\D/g, '');
  const stored = e164.replace(/\D/g, '');
  if (!digits) return false;
  return digits === stored || (stored.startsWith('1') && `1${digits}` === stored);
}
