import { findPhoneNumbersInText } from 'libphonenumber-js';

/**
 * The booking details the caller gave in their own words ("My name is Jane Doe and my number is
 * 512-555-0142."), by the booking tool's argument: an agent is not failed for not asking what it
 * was already told. Only plain statements count; a detail the owner added to the rules is looked
 * for by nothing but asking.
 */

// "I'm Calling", "This is urgent": words after an introduction that are not a name.
const NOT_A_NAME = /^(calling|looking|here|not|new|sorry|just|interested|wondering|trying|hoping|urgent|the|a|an)$/i;
const INTRODUCED = /\b(?:[Mm]y name is|[Mm]y name's|I'm|I am|[Tt]his is)\s+([A-Z][a-zA-Z'-]+)/g;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}|\b\w+ at \w+ dot [a-z]{2,}\b/i;

const GAVE: Record<string, (text: string) => boolean> = {
  full_name: (text) =>
    /\bmy name is\s+[a-z]/i.test(text) || [...text.matchAll(INTRODUCED)].some((found) => !NOT_A_NAME.test(found[1]!)),
  phone_number: (text) => findPhoneNumbersInText(text, 'US').length > 0,
  email: (text) => EMAIL.test(text),
  reason: (text) => /\breason\b[^.?!]*\bis\b|\bbecause\b/i.test(text),
  client_status: (text) =>
    /\b(new|existing|returning|current) (patient|client|customer)\b|\bfirst (time|visit)\b|\bbeen (here|in|there) before\b/i.test(
      text,
    ),
};

/** Whether the caller's lines gave the detail behind the booking tool's `argument`. */
export function callerGave(argument: string, callerLines: string[]): boolean {
  const gave = GAVE[argument];
  return !!gave && callerLines.some(gave);
}
