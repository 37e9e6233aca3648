import { COUNTRY_CODES } from './options.plain.ts';
import { readPhoneNumber, type PhoneReading } from '../phone.plain.ts';

// A transfer destination's number: how it is read with its country code, and the messages the
// card's form, the server and the go-live checklist give about it. Free of zod.

export const FORWARDING_NUMBER_REQUIRED = 'Phone number is required when forwarding is enabled.';
export const FORWARDING_NUMBER_INVALID =
  'Phone number must be a phone number of the chosen country, like (512) 555-0100: digits, spaces, brackets and dashes only.';
export const forwardingCodeMismatch = (code: string) =>
  `This number has the country code ${code}: choose it under Country code, or type the number without it.`;
/** Refused when saving, and unmet on the go-live checklist of an agent that already has it. */
export const FORWARDING_OWN_NUMBER =
  "The forwarding number is the agent's own number: a forwarded caller would ring the agent again.";

/**
 * The forwarding number read with its country code (+1 reads as the US, whose numbering plan
 * Canada shares): typed in the national form, (512) 555-0100 or 020 7946 0000, or in full with the
 * same country code. Stored numbers (E.164) and those of older code (digits only) read the same way.
 */
export function readForwardingNumber(countryCode: string, number: string): PhoneReading {
  const country = COUNTRY_CODES.find((item) => item.code === countryCode)?.country;
  const read = country ? readPhoneNumber(number, 'Phone number', country) : null;
  if (!read?.ok) return { ok: false, message: FORWARDING_NUMBER_INVALID };
  if (read.callingCode !== countryCode) return { ok: false, message: forwardingCodeMismatch(read.callingCode) };
  return read;
}
