import { COUNTRY_CODES } from './options.plain.ts';
import { formatPhone, readPhoneNumber, type PhoneReading } from '../phone.plain.ts';

// The call-forwarding number: what the card's form shows, what the server refuses or stores
// (E.164), where the assistant transfers callers and what the go-live checklist reads. Free of zod.

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

/** What is wrong with a forwarding number, or null; nothing is while forwarding is off. */
export function forwardingNumberError(active: boolean, countryCode: string, number: string | null): string | null {
  if (!active) return null;
  if (!number || number.trim() === '') return FORWARDING_NUMBER_REQUIRED;
  const read = readForwardingNumber(countryCode, number);
  return read.ok ? null : read.message;
}

/** Where forwarded calls go, in E.164; null without a valid number. */
export function forwardingTarget(agent: {
  callForwardingCountryCode: string | null;
  callForwardingNumber: string | null;
}): string | null {
  if (!agent.callForwardingNumber) return null;
  const read = readForwardingNumber(agent.callForwardingCountryCode || '+1', agent.callForwardingNumber);
  return read.ok ? read.e164 : null;
}

/** The forwarding number as people write it, (512) 555-0100 or +44 20 7946 0000; as stored when it does not read. */
export function forwardingDisplay(agent: {
  callForwardingCountryCode: string | null;
  callForwardingNumber: string | null;
}): string {
  const target = forwardingTarget(agent);
  return target
    ? formatPhone(target)
    : `${agent.callForwardingCountryCode ?? ''} ${agent.callForwardingNumber ?? ''}`.trim();
}
