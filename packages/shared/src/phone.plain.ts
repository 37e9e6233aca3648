import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Phone numbers an owner types (the profile's number, the call-forwarding number): one rule for the
// server and the forms, read with libphonenumber-js (its small metadata: lengths and prefixes per
// country). A number is stored in E.164 (+15125550100) and shown the way people write it.

/** What a typed number may hold: digits, one leading plus, spaces, brackets, dots, dashes, slashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/** Longer than any number written out in full, with spaces and brackets. */
export const PHONE_INPUT_MAX = 40;

export const phoneNumberMessage = (label: string) =>
  `${label} must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.`;

export type PhoneReading = { ok: true; e164: string; callingCode: string } | { ok: false; message: string };

/**
 * A typed number read as a phone number of `country` (US unless said otherwise), or in full with
 * its country code after a plus. Letters, words and numbers that cannot exist in that country are
 * refused with a message naming the field.
 */
export function readPhoneNumber(text: string, label: string, country: CountryCode = 'US'): PhoneReading {
  const typed = text.trim();
  const refused = { ok: false, message: phoneNumberMessage(label) } as const;
  if (typed.length > PHONE_INPUT_MAX || !PHONE_CHARACTERS.test(typed)) return refused;
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isValid()) return refused;
  return { ok: true, e164: parsed.number, callingCode: `+${parsed.countryCallingCode}` };
}

/**
 * A stored number as people write it: national for the US and Canada, (512) 555-0100; with its
 * country code elsewhere, +44 20 7946 0000. What does not parse (older values) is shown as stored.
 */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed?.isValid()) return stored;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

/** A stored number in the national form of its country, (512) 555-0100 or 020 7946 0000, for an input beside a country code. */
export function nationalPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isValid() ? parsed.formatNational() : stored;
}
