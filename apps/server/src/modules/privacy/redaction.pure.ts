import cardValidator from 'card-validator';
import { REDACTION_MASKS } from '@portal/shared/privacy.plain';

/**
 * Masks payment card numbers and US social security numbers in what a call leaves behind, written
 * or spoken as a transcript has them ("4242 4242 ...", "four two four two, ...", "oh" for zero,
 * "double five"). Whether a run of digits is a card is decided by Braintree's card-validator (a
 * known card's prefix and length, and the Luhn check), so order numbers, phone numbers, dates and
 * prices stay. A social security number is masked when written in its 3-2-4 grouping, or as nine
 * digits right after the words "social security" or "SSN", and only when the Social Security
 * Administration could have issued it (area not 000, 666 or 900-999; group not 00; serial not 0000).
 */

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  o: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 2,
  thirty: 3,
  forty: 4,
  fifty: 5,
  sixty: 6,
  seventy: 7,
  eighty: 8,
  ninety: 9,
};
const REPEATS: Record<string, number> = { double: 2, triple: 3 };

const WORDS = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), ...Object.keys(REPEATS)];
/** A number token: digits, or a number word (longest first, so "fourteen" is not "four"). */
const TOKEN = new RegExp(`\\d+|\\b(?:${WORDS.sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');
/** What may stand between two tokens of one number as said or typed: spaces, commas, dashes, dots. */
const BETWEEN = /^[\s,.\-–—/]*$/;
/** Said just before a social security number (within this many characters). */
const SSN_WORDS = /\b(?:social(?:\s+security)?|ssn|s\.\s?s\.\s?n\.?)\b/i;
const SSN_CONTEXT_CHARS = 60;
/** Past this many tokens a run is not one number; it is cut there. */
const MAX_RUN_TOKENS = 40;

type Token = { start: number; end: number; digits: string; raw: string };

/** The digits one token stands for; a repeat word ("double") takes the next token's first digit. */
function digitsOf(word: string): string | null {
  if (/^\d+$/.test(word)) return word;
  const lower = word.toLowerCase();
  if (lower in UNITS) return String(UNITS[lower]);
  if (lower in TEENS) return String(TEENS[lower]);
  if (lower in TENS) return `${TENS[lower]}0`;
  return null;
}

/** The runs of number tokens with only separators between them, as positions in the text. */
function numberRuns(text: string): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let repeat = 1;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const previous = run.at(-1);
    const joined = previous && BETWEEN.test(text.slice(previous.end, start)) && run.length < MAX_RUN_TOKENS;
    if (!joined) {
      if (run.length) runs.push(run);
      run = [];
      repeat = 1;
    }
    const lower = raw.toLowerCase();
    if (lower in REPEATS) {
      repeat = REPEATS[lower]!;
      run.push({ start, end, digits: '', raw });
      continue;
    }
    let digits = digitsOf(raw) ?? '';
    // "forty two" is 42: a tens word's zero gives way to the unit said after it.
    const last = run.at(-1);
    if (
      last &&
      /^[a-z]+$/i.test(last.raw) &&
      last.raw.toLowerCase() in TENS &&
      lower in UNITS &&
      lower !== 'oh' &&
      lower !== 'o' &&
      lower !== 'zero'
    ) {
      last.digits = last.digits.slice(0, -1);
    }
    if (repeat > 1) {
      digits = digits.charAt(0).repeat(repeat) + digits.slice(1);
      repeat = 1;
    }
    run.push({ start, end, digits, raw });
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Whether the Social Security Administration could have issued these nine digits. */
export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  return (
    area !== '000' && area !== '666' && area[0] !== '9' && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000'
  );
}

export function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && cardValidator.number(digits).isValid;
}

/** Whether tokens i..j are an SSN: 3-2-4 as typed, or nine digits said after "social security". */
function isSsnSpan(text: string, tokens: Token[], digits: string): boolean {
  if (!isIssuableSsn(digits)) return false;
  const grouped =
    tokens.map((token) => token.digits.length).join('-') === '3-2-4' && tokens.every((t) => /^\d+$/.test(t.raw));
  if (grouped) return true;
  const first = tokens[0]!;
  return SSN_WORDS.test(text.slice(Math.max(0, first.start - SSN_CONTEXT_CHARS), first.start));
}

type Span = { start: number; end: number; mask: string };

/** The longest card or SSN starting at each token, left to right, never overlapping. */
function sensitiveSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const run of numberRuns(text)) {
    let i = 0;
    while (i < run.length) {
      let found: { j: number; mask: string } | null = null;
      let digits = '';
      for (let j = i; j < run.length && digits.length <= 19; j += 1) {
        digits += run[j]!.digits;
        if (!run[j]!.digits) continue;
        if (isCardNumber(digits)) found = { j, mask: REDACTION_MASKS.card };
        else if (digits.length === 9 && isSsnSpan(text, run.slice(i, j + 1), digits)) {
          found = { j, mask: REDACTION_MASKS.ssn };
        }
      }
      if (found) {
        spans.push({ start: run[i]!.start, end: run[found.j]!.end, mask: found.mask });
        i = found.j + 1;
      } else i += 1;
    }
  }
  return spans;
}

/** The text with every card number and social security number in it masked. */
export function redactText(text: string): string {
  const spans = sensitiveSpans(text);
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += text.slice(at, span.start) + span.mask;
    at = span.end;
  }
  return result + text.slice(at);
}

/** Every text inside a value (a message list, an outcome) masked; other values as they were. */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item)])) as T;
  }
  return value;
}
