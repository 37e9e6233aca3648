import { hasOnlyKeys } from './agent.plain.ts';

// Days the business is closed beyond its weekly hours: single days or ranges (a holiday, a week
// off), each with an optional note the agent may say ("closed for Thanksgiving"). They belong to
// the Your Hours card. Free of zod: closures.ts holds the schema.

export const CLOSURES_MAX = 60;
export const CLOSURE_NOTE_MAX = 80;
/** A closure longer than this is a typo (a wrong year), not a holiday. */
export const CLOSURE_DAYS_MAX = 366;

export type Closure = {
  id: string;
  /** The first closed day, YYYY-MM-DD in the business's time zone. */
  from: string;
  /** The last closed day; the same as `from` for a single day. */
  to: string;
  note: string | null;
};

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CLOSURE_DATE_INVALID = 'Use a date like 2026-11-26.';
export const CLOSURE_ENDS_BEFORE = 'The last closed day cannot be before the first.';
export const CLOSURE_TOO_LONG = `A closure can last at most ${CLOSURE_DAYS_MAX} days.`;
export const CLOSURES_TOO_MANY = `Keep at most ${CLOSURES_MAX} closed dates: remove past ones first.`;

/** Whether `text` is a real calendar date (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted. */
export const closureDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const CLOSURE_KEYS = ['id', 'from', 'to', 'note'] as const;

/** Closures as stored: the ones that read, in date order. */
export function readClosures(value: unknown): Closure[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item): Closure[] => {
      if (!hasOnlyKeys(item, CLOSURE_KEYS)) return [];
      const { id, from, to, note } = item;
      if (typeof id !== 'string' || typeof from !== 'string' || typeof to !== 'string') return [];
      if (!isCalendarDate(from) || !isCalendarDate(to) || to < from) return [];
      return [{ id, from, to, note: typeof note === 'string' && note.trim() ? note.trim() : null }];
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** The closure covering `date` (YYYY-MM-DD), if any; only its days are read. */
export const closureOn = <T extends Pick<Closure, 'from' | 'to'>>(closures: readonly T[], date: string): T | null =>
  closures.find((closure) => closure.from <= date && date <= closure.to) ?? null;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 26, 2026", from YYYY-MM-DD, without reading any time zone. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** "Nov 26, 2026 (Thanksgiving)" or "Dec 24, 2026 to Jan 1, 2027". */
export function describeClosure(closure: Closure): string {
  const days =
    closure.from === closure.to ? shortDate(closure.from) : `${shortDate(closure.from)} to ${shortDate(closure.to)}`;
  return closure.note ? `${days} (${closure.note})` : days;
}
