import { DateTime } from 'luxon';
import { APPOINTMENT_ANSWERS } from '@portal/shared/voice-webhook.plain';
import { timeFromSpoken } from './dates.ts';
import type { Appointment } from './manage-state.ts';
import { readAvailabilityAnswer, type AvailabilityAnswer } from './tool-answers.ts';

/**
 * What the webhook's answers about a caller's own bookings mean, read from their opening words
 * (APPOINTMENT_ANSWERS) as a model reads them: "Upcoming appointments: Cleaning – Jane Doe on
 * Tuesday, December 1 at 10:00 AM (appointment id …); …", "Moved: …", "Cancelled: …".
 */

export type FindAnswer =
  | { kind: 'found'; appointments: Appointment[] }
  | { kind: 'none-for-number' }
  | { kind: 'none-for-name' }
  /** Anything else (an error): said to the caller as it stands. */
  | { kind: 'other' };

export type ChangeAnswer =
  | { kind: 'moved' }
  | { kind: 'cancelled' }
  | { kind: 'not-theirs' }
  /** The new time is not open: the times that are, or why not (as check_availability says it). */
  | AvailabilityAnswer;

// The webhook's days and times are English; Intl may put a narrow space before AM/PM.
const LOCALE = 'en-US';
const DAY = String.raw`[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}`;
const TIME = String.raw`\d{1,2}:\d{2}\s?[AP]M`;
const ITEM = new RegExp(String.raw`(?:^|;\s*)(.+?) on (${DAY}) at (${TIME}) \(appointment id ([^)\s]+)\)`, 'g');
const WHEN = new RegExp(String.raw`^(${DAY}) at (${TIME})$`);

/**
 * The date of "Tuesday, December 1" as YYYY-MM-DD in `timezone`: the first such day from the
 * call's day on (upcoming appointments are never in the past), or null when no year has it.
 */
export function dateOfDay(day: string, now: Date, timezone: string): string | null {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  for (const year of [today.year, today.year + 1]) {
    const date = DateTime.fromFormat(`${day} ${year}`, 'cccc, LLLL d yyyy', { zone: timezone, locale: LOCALE });
    if (date.isValid && date >= today) return date.toISODate();
  }
  return null;
}

const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

function appointmentOf(what: string, day: string, time: string, id: string, now: Date, timezone: string): Appointment {
  const spoken = plainSpaces(time);
  return {
    id,
    what: what.trim(),
    day,
    time: spoken,
    date: dateOfDay(day, now, timezone),
    clock: timeFromSpoken(spoken),
  };
}

export function readFindAnswer(answer: string, now: Date, timezone: string): FindAnswer {
  const text = answer.trim();
  if (text.startsWith(APPOINTMENT_ANSWERS.found)) {
    const list = text.slice(APPOINTMENT_ANSWERS.found.length).trim();
    const appointments = [...list.matchAll(ITEM)].map(([, what, day, time, id]) =>
      appointmentOf(what!, day!, time!, id!, now, timezone),
    );
    return appointments.length ? { kind: 'found', appointments } : { kind: 'other' };
  }
  if (text.startsWith(APPOINTMENT_ANSWERS.noneForNumber)) return { kind: 'none-for-number' };
  if (text.startsWith(APPOINTMENT_ANSWERS.noneForName)) return { kind: 'none-for-name' };
  return { kind: 'other' };
}

export function readChangeAnswer(answer: string): ChangeAnswer {
  const text = answer.trim();
  if (text.startsWith(APPOINTMENT_ANSWERS.moved)) return { kind: 'moved' };
  if (text.startsWith(APPOINTMENT_ANSWERS.cancelled)) return { kind: 'cancelled' };
  if (text.startsWith(APPOINTMENT_ANSWERS.notTheirs)) return { kind: 'not-theirs' };
  return readAvailabilityAnswer(text);
}

/** "Tuesday, December 1 at 10:00 AM" (a returning caller's next appointment) as a date and a time. */
export function readSpokenWhen(spoken: string, now: Date, timezone: string): { date?: string; time?: string } {
  const found = WHEN.exec(plainSpaces(spoken.trim()));
  if (!found) return {};
  const date = dateOfDay(found[1]!, now, timezone);
  const time = timeFromSpoken(found[2]!);
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
}
