import type { CallOutcome } from './call-outcome.ts';
import { formatLongDate } from './dates.plain.ts';
import { formatTimeOfDay } from './notifications.plain.ts';
import { formatPhoneNumber } from './phone-numbers.plain.ts';

/**
 * What the agent took down about a caller, as the call page and the urgent e-mail show it: each
 * detail once, under a label an owner reads, with its value written as people write it. The agent
 * reports the caller's name, number, address and reason in fields of their own and again in the
 * owner's list of what to collect ("Full name", "best callback number", or a key such as
 * `caller_name`), and the model may answer in JSON, ISO dates or bare digits.
 */

/**
 * The details the outcome has a field for, or 'other': another item of the owner's list, or a
 * second value of one of them (another number).
 */
export type CallerDetailKind = 'name' | 'phone' | 'email' | 'reason' | 'other';
export type CallerDetail = { kind: CallerDetailKind; label: string; value: string };

type Outcome = Pick<CallOutcome, 'callerName' | 'callerPhone' | 'callerEmail' | 'reason' | 'collected'>;
type Options = {
  /** An instant as the business reads it, in its time zone. */
  moment: (iso: string) => string;
  /** Values the page or the e-mail already shows elsewhere (the number that called, the message): not repeated. */
  shownElsewhere?: readonly (string | null | undefined)[];
};

const LABELS: Record<Exclude<CallerDetailKind, 'other'>, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  reason: 'Reason',
};

/** 'caller_name' as 'Caller name', 'preferredTime' as 'Preferred time'; the owner's own words stay as written. */
export function detailLabel(item: string): string {
  const words = item
    .replace(/_+/g, ' ')
    .replace(/([a-z])([A-Z][a-z])/g, (_, before: string, after: string) => `${before} ${after.toLowerCase()}`)
    .replace(/\s+/g, ' ')
    .replace(/[\s:?.!]+$/, '')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Detail';
}

/** Which field an item of the owner's list asks for: "Full name with spelling" is the name, "Company name" is not. */
function kindOf(label: string): CallerDetailKind {
  const words = label.toLowerCase();
  if (/\be-?mail\b/.test(words)) return 'email';
  if (/\b(phone|telephone|mobile|cell)\b|call ?back|contact number|number to (call|reach)/.test(words)) return 'phone';
  if (
    /\bname\b/.test(words) &&
    !/\b(company|business|pet|doctor|dentist|insurance|insurer|employer|school)\b/.test(words)
  )
    return 'name';
  if (/\breason\b/.test(words)) return 'reason';
  return 'other';
}

const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/** A number as the portal writes numbers: a US number in any spelling as '+1 (512) 555-0142'; others as given. */
function readablePhone(value: string): string {
  if (!PHONE_CHARACTERS.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return /^1\d{10}$/.test(digits) ? formatPhoneNumber(`+${digits}`) : value;
  if (digits.length === 10) return formatPhoneNumber(`+1${digits}`);
  if (digits.length === 11 && digits.startsWith('1')) return formatPhoneNumber(`+${digits}`);
  return value;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/;
const E164 = /^\+\d{10,15}$/;

/** '2026-05-02T10:00', a time with no zone (the business's own, as the caller said it), as 'May 2, 2026, 10:00 AM'. */
const wallTime = (date: string, time: string) => `${formatLongDate(date)}, ${formatTimeOfDay(time)}`;

/**
 * A value the model wrote as JSON (an object, a list, a quoted string, true or false) in words;
 * null when it holds nothing.
 */
function fromJson(value: unknown, options: Options): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return readableValue(value, 'other', options);
  if (typeof value !== 'object') return String(value);
  const parts = Array.isArray(value)
    ? value.map((item) => fromJson(item, options))
    : Object.entries(value).map(([key, item]) => {
        const text = fromJson(item, options);
        return text === null ? null : `${detailLabel(key)}: ${text}`;
      });
  return parts.filter((part) => part !== null).join(', ') || null;
}

function readableValue(raw: string, kind: CallerDetailKind, options: Options): string | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value || /^(null|undefined|n\/a)$/i.test(value)) return null;
  if (/^[[{"]/.test(value)) {
    try {
      return fromJson(JSON.parse(value), options);
    } catch {
      // Not JSON after all: the caller's words.
    }
  }
  if (/^(true|false)$/i.test(value)) return /^true$/i.test(value) ? 'Yes' : 'No';
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return options.moment(value);
  if (DATE_ONLY.test(value)) return formatLongDate(value);
  const wall = WALL_TIME.exec(value);
  if (wall && Number(wall[2]) < 24 && Number(wall[3]) < 60) return wallTime(wall[1]!, `${wall[2]}:${wall[3]}`);
  if (kind === 'phone' || E164.test(value)) return readablePhone(value);
  return value;
}

/** What makes two values the same detail: the digits of a number, the words of anything else. */
const sameness = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (PHONE_CHARACTERS.test(value) && digits.length >= 7)
    return `#${digits.length === 11 ? digits.replace(/^1/, '') : digits}`;
  return value
    .toLowerCase()
    .replace(/[\s.,;:!?]+/g, ' ')
    .trim();
};

/**
 * The caller's details, each once: name, phone, e-mail and reason first, then the rest of the
 * owner's list in its order. An item of the list fills the field it asks for when the outcome left
 * it empty; a value already shown (in any spelling of the same number) is left out.
 */
export function callerDetails(outcome: Outcome, options: Options): CallerDetail[] {
  const known: { kind: Exclude<CallerDetailKind, 'other'>; value: string | undefined }[] = [
    { kind: 'name', value: outcome.callerName },
    { kind: 'phone', value: outcome.callerPhone },
    { kind: 'email', value: outcome.callerEmail },
    { kind: 'reason', value: outcome.reason },
  ];
  const fields = new Map<CallerDetailKind, string>();
  for (const { kind, value } of known) {
    const readable = value === undefined ? null : readableValue(value, kind, options);
    if (readable) fields.set(kind, readable);
  }
  const extra: CallerDetail[] = [];
  for (const { item, value } of outcome.collected) {
    const label = detailLabel(item);
    const kind = kindOf(label);
    const readable = readableValue(value, kind, options);
    if (!readable) continue;
    if (kind !== 'other' && !fields.has(kind)) fields.set(kind, readable);
    else extra.push({ kind: 'other', label, value: readable });
  }
  const details = [
    ...known.flatMap(({ kind }) => {
      const value = fields.get(kind);
      return value ? [{ kind, label: LABELS[kind], value }] : [];
    }),
    ...extra,
  ];
  const seen = new Set(
    (options.shownElsewhere ?? []).flatMap((value) => (value?.trim() ? [sameness(readablePhone(value.trim()))] : [])),
  );
  return details.filter((detail) => {
    const key = sameness(detail.value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
