import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';

/**
 * The day and time in a caller's words, read in the business's time zone: "tomorrow at 10" said
 * on a Thursday in New York is Friday 10:00 there, wherever the server runs.
 */

export type When = {
  /** The day named, as YYYY-MM-DD in the business time zone. */
  date?: string;
  /** The time named, as HH:mm on the 24-hour clock. */
  time?: string;
};

// The webhook speaks English day names and AM/PM; so does the brain, whatever the server's locale.
const LOCALE = 'en-US';
// "Morning" and "afternoon" name no hour: the start of the usual booking window stands in.
const PART_OF_DAY: Record<string, string> = { morning: '09:00', afternoon: '14:00' };
// A bare "at 3" means the afternoon in business hours: nobody books 3 in the morning.
const LAST_HOUR_READ_AS_PM = 7;
// Phrases that name today or tomorrow without a day number chrono marks as certain.
const RELATIVE_DAY = /\b(today|tonight|tomorrow|this (morning|afternoon|evening))\b/i;

export function readWhen(text: string, now: Date, timezone: string): When {
  const offset = DateTime.fromJSDate(now, { zone: timezone }).offset;
  const results = chrono.parse(text, { instant: now, timezone: offset }, { forwardDate: true });
  const when: When = {};
  for (const { start, text: matched } of results) {
    const datePart = DateTime.fromObject(
      { year: start.get('year')!, month: start.get('month')!, day: start.get('day')! },
      { zone: timezone },
    );
    const namesDay = start.isCertain('day') || start.isCertain('weekday') || RELATIVE_DAY.test(matched);
    if (!when.date && namesDay && datePart.isValid) when.date = datePart.toISODate()!;
    if (!when.time) when.time = timeOf(start, matched);
  }
  return when;
}

function timeOf(start: chrono.ParsedComponents, matched: string): string | undefined {
  if (start.isCertain('hour')) {
    let hour = start.get('hour')!;
    if (!start.isCertain('meridiem') && hour >= 1 && hour <= LAST_HOUR_READ_AS_PM) hour += 12;
    return hhmm(hour, start.get('minute') ?? 0);
  }
  const part = Object.keys(PART_OF_DAY).find((name) => matched.toLowerCase().includes(name));
  return part ? PART_OF_DAY[part] : undefined;
}

/** A clock time alone, as callers pick from a list: "10", "the 2:30", "ten"-less digits only. */
export function readBareTime(text: string): string | undefined {
  const found = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?!\d)/i.exec(text);
  if (!found) return undefined;
  let hour = Number(found[1]);
  const minute = Number(found[2] ?? 0);
  const meridiem = found[3]?.toLowerCase().replace(/\./g, '');
  if (hour > 23 || minute > 59) return undefined;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  else if (!meridiem && hour >= 1 && hour <= LAST_HOUR_READ_AS_PM) hour += 12;
  return hhmm(hour, minute);
}

const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** "Friday, November 27", as the webhook's answers name a day. */
export const spokenDay = (date: string, timezone: string) =>
  DateTime.fromISO(date, { zone: timezone, locale: LOCALE }).toFormat('cccc, LLLL d');

/** "10:00 AM", as the webhook's answers name a time. */
export const spokenTime = (time: string) => DateTime.fromFormat(time, 'HH:mm', { locale: LOCALE }).toFormat('h:mm a');

/** "10:00 AM" back to "10:00"; null when it is not a time. */
export function timeFromSpoken(spoken: string): string | null {
  const parsed = DateTime.fromFormat(spoken.trim().toUpperCase(), 'h:mm a', { locale: LOCALE });
  return parsed.isValid ? parsed.toFormat('HH:mm') : null;
}

/** "What's the date today?" / "What time is it?": the business's clock, not the server's. */
export function answerClock(question: string, now: Date, timezone: string): string {
  const local = DateTime.fromJSDate(now, { zone: timezone }).setLocale(LOCALE);
  if (/\btime\b/i.test(question)) return `It's ${local.toFormat('h:mm a')} here.`;
  return `Today is ${local.toFormat('cccc, LLLL d')}.`;
}
