import { findPhoneNumbersInText } from 'libphonenumber-js';

/**
 * The caller's details in what they say, often several in one breath ("I'm Jane Doe, 512-555-0142,
 * jane@example.com"). Only what the caller plainly stated is read; a guess would end up in the
 * owner's calendar.
 */

export type ClientStatus = 'new' | 'existing';

export type StatedDetails = {
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  clientStatus?: ClientStatus;
  reason?: string;
};

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
// A local number without an area code ("555-0142") is still a number to call back.
const DIGITS = /(?:\+?\d[\s.-]?){6,14}\d/;
const STREET =
  /\b\d+\s+(?:[a-z0-9.'-]+\s+){1,4}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|circle|cir|highway|hwy|parkway|pkwy|terrace|trail)\b\.?(?:,?\s+(?:apt|apartment|suite|unit)\s*\w+)?/i;
// The town after the street, written as a name (", Round Rock"), not the sentence going on (", there's").
const TOWN = /^,\s*[A-Z][a-z]+(?:\s[A-Z][a-z]+)?/;

/** Words a capitalised "I'm ..." is followed by that are not names. */
const NOT_NAMES = new Set(
  (
    'I Calling Looking Here There Not New Sorry Just Interested Wondering Trying Hoping Good Fine Okay Ok Still Also ' +
    'The A An Actually Really So Very Yes No Sure Today Tomorrow Tonight Urgent Monday Tuesday Wednesday Thursday ' +
    'Friday Saturday Sunday January February March April May June July August September October November December'
  ).split(' '),
);

export function readEmail(text: string): string | undefined {
  const written = EMAIL.exec(text)?.[0];
  if (written) return written.replace(/\.$/, '').toLowerCase();
  // Speech comes transcribed as "jane at example dot com".
  const spoken = text.replace(/\s+at\s+/gi, '@').replace(/\s+dot\s+/gi, '.');
  return EMAIL.exec(spoken)?.[0]?.toLowerCase();
}

/** Every phone number written in a text (the business's contact details), E.164. */
export const phoneNumbersIn = (text: string) => findPhoneNumbersInText(text, 'US').map((found) => found.number.number);

/** The caller's number in what they said; `business` holds the business's own numbers, which never are. */
export function readPhone(text: string, business: ReadonlySet<string> = new Set()): string | undefined {
  const withoutEmail = text.replace(EMAIL, ' ');
  const found = phoneNumbersIn(withoutEmail);
  if (found.length) return found.find((number) => !business.has(number));
  return DIGITS.exec(withoutEmail)?.[0]?.trim();
}

/** A name the caller introduced: "my name is ...", "I'm Jane Doe", "this is Jane". */
export function readName(text: string): string | undefined {
  const named = /\b(?:my name is|my name's|name is)\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3})/i.exec(text);
  if (named) return cleanName(named[1]!);
  const introduced =
    /\b(?:I'm|I’m|I am|[Tt]his is|[Ii]t's|[Ii]t’s|[Ii]t is)\s+([A-Z][a-zA-Z'-]*(?:\s+[A-Z][a-zA-Z'-]*){0,2})/.exec(
      text,
    );
  if (introduced && !NOT_NAMES.has(introduced[1]!.split(/\s+/)[0]!)) return cleanName(introduced[1]!);
  return undefined;
}

/** The name in an answer to "May I have your name?": the answer itself, less what is not the name. */
export function nameFromAnswer(text: string): string | undefined {
  const stated = readName(text);
  if (stated) return stated;
  const bare = text
    .replace(EMAIL, ' ')
    .replace(/[+\d][\d\s().-]{5,}\d/g, ' ')
    .replace(/^\s*(yes|yeah|yep|sure|ok|okay|of course|it's|it is|i'm|i am|this is)\b[,.!]?\s*/i, '')
    .split(/[,.;!?]|\band\b/i)[0]!
    .trim();
  return bare ? cleanName(bare) : undefined;
}

// Where a name ends when the caller runs on ("Jane and my number is ...").
const NAME_ENDS = /^(and|my|phone|number|email|e-mail|at|calling|from|i|here)$/i;
const MAX_NAME_WORDS = 4;

function cleanName(raw: string): string | undefined {
  const words: string[] = [];
  for (const word of raw.split(/\s+/).filter(Boolean)) {
    if (NAME_ENDS.test(word)) break;
    words.push(word);
  }
  if (!words.length || words.length > MAX_NAME_WORDS || words.some((word) => /\d/.test(word))) return undefined;
  // A transcript in lower case still gets a name written the way names are.
  return words.map((word) => (word === word.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word)).join(' ');
}

export function readAddress(text: string): string | undefined {
  const street = STREET.exec(text);
  if (!street) return undefined;
  const town = TOWN.exec(text.slice(street.index + street[0].length))?.[0] ?? '';
  return `${street[0]}${town}`.trim().replace(/[.,]$/, '');
}

/**
 * "New" or "existing" client: stated outright anywhere ("I'm a new patient"), or any "new" /
 * "before" once the agent has asked the question.
 */
export function readClientStatus(text: string, asked: boolean): ClientStatus | undefined {
  const words = text.toLowerCase();
  if (/\b(new (patient|client|customer)|first time|first visit|never been|i'm new|i am new)\b/.test(words))
    return 'new';
  if (/\b(existing|returning|been (here|there|in|to you) before|current (patient|client|customer))\b/.test(words))
    return 'existing';
  if (!asked) return undefined;
  if (/\bnew\b/.test(words)) return 'new';
  // A bare "yes" to "new or existing?" says neither.
  if (/\b(before|regular|returning)\b/.test(words)) return 'existing';
  return undefined;
}

/** "... because my tooth hurts", "the reason for the visit is a check-up": a reason given unasked. */
export function readReason(text: string): string | undefined {
  const reason = (/\breason(?: for (?:the|my|this) (?:visit|call|appointment))? is\s+([^.!?]+)/i.exec(text) ??
    /\bbecause(?: of)?\s+([^.!?]+)/i.exec(text))?.[1]?.trim();
  return reason || undefined;
}

/** Everything the caller plainly stated in one utterance. */
export function readStatedDetails(text: string, business: ReadonlySet<string> = new Set()): StatedDetails {
  const details: StatedDetails = {
    name: readName(text),
    phone: readPhone(text, business),
    email: readEmail(text),
    address: readAddress(text),
    clientStatus: readClientStatus(text, false),
    reason: readReason(text),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as StatedDetails;
}

/**
 * A name said on its own, as callers give it when they think they were asked ("Lee Wong"): two or
 * three capitalised words, none of them a day, a month or a word that starts a sentence.
 */
export function readBareName(text: string): string | undefined {
  const bare = text.trim().replace(/[.!]+$/, '');
  if (!/^[A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+){1,2}$/.test(bare)) return undefined;
  return bare.split(/\s+/).some((word) => NOT_NAMES.has(word)) ? undefined : bare;
}

const SPOKEN_NUMBER = /\+?\(?\d[\d\s().-]{5,}\d/g;
// What callers say around their details: "my number is", "you can reach me at", "spelled".
const DETAIL_WORDS =
  /\b(my|name's|name|is|it's|its|i'm|i|am|this|and|number|phone|cell|mobile|home|work|e-?mail|address|you|can|reach|me|at|on|call|the|best|spelled|spelt|that's|that|hi|hello|hey|yes|yeah|sure|ok|okay|oh|um|uh|so|sorry|here|just|thanks|thank|please|again)\b/gi;

/**
 * Whether the caller said who they are or how to reach them and nothing else ("I'm Lee Wong, 512
 * 555 0133"): an answer, even to a question the agent did not ask, and never a question itself.
 */
export function statesOnlyDetails(text: string): boolean {
  if (text.includes('?')) return false;
  const stated = readStatedDetails(text);
  if (!stated.name && !stated.phone && !stated.email) return false;
  let rest = text.replace(/’/g, "'").replace(EMAIL, ' ').replace(SPOKEN_NUMBER, ' ');
  for (const word of stated.name?.split(/\s+/) ?? []) rest = rest.replace(new RegExp(`\\b${word}\\b`, 'i'), ' ');
  return !/[a-z]/i.test(rest.replace(DETAIL_WORDS, ' '));
}

/** "Lee" or "Lee Wong" said again by a caller already known as Lee Wong. */
export function repeatsName(text: string, name: string | undefined): boolean {
  if (!name) return false;
  const said = text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase()
    .split(/\s+/);
  const known = new Set(name.toLowerCase().split(/\s+/));
  return said.every((word) => known.has(word));
}
