import { DateTime } from 'luxon';
import { closureOn, type Closure } from '@portal/shared/agents/closures.plain';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import { WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';
import { spokenTime } from './dates.ts';

/**
 * Whether a week's hours are open at a moment, and when they open next: read on the clock of
 * `local` (a time in the business's zone), so "today" is the business's day. A day the owner
 * marked closed (a holiday) is closed whatever the week says.
 */

/** The days the owner marked closed, as the call brief carries them. */
export type ClosedDays = readonly Pick<Closure, 'from' | 'to' | 'note'>[];

const closedOn = (closures: ClosedDays, local: DateTime) => closureOn(closures, local.toISODate()!);

const weekdayOf = (local: DateTime): Weekday => WEEKDAYS[local.weekday - 1]!;

/** The closing time when the hours are open at `local`, else null. */
export function openUntil(hours: WeeklyHours, local: DateTime, closures: ClosedDays = []): string | null {
  if (closedOn(closures, local)) return null;
  const clock = local.toFormat('HH:mm');
  const today = hours[weekdayOf(local)];
  return today.open && today.start && today.end && today.start <= clock && clock < today.end ? today.end : null;
}

/** Closures last at most a year, so an opening is found within a year and a week or never. */
const LOOK_AHEAD_DAYS = 366 + WEEKDAYS.length;

/**
 * The next opening after `local`: how many days ahead (0 is later today), the day, its date
 * (YYYY-MM-DD) and its start; null when never open.
 */
export function nextOpening(
  hours: WeeklyHours,
  local: DateTime,
  closures: ClosedDays = [],
): { daysAhead: number; day: Weekday; date: string; start: string } | null {
  const today = hours[weekdayOf(local)];
  if (today.open && today.start && local.toFormat('HH:mm') < today.start && !closedOn(closures, local)) {
    return { daysAhead: 0, day: weekdayOf(local), date: local.toISODate()!, start: today.start };
  }
  for (let daysAhead = 1; daysAhead <= LOOK_AHEAD_DAYS; daysAhead += 1) {
    const date = local.plus({ days: daysAhead });
    const next = hours[weekdayOf(date)];
    if (next.open && next.start && !closedOn(closures, date)) {
      return { daysAhead, day: weekdayOf(date), date: date.toISODate()!, start: next.start };
    }
    // A week without an open day (and no closure to wait out) never opens.
    if (daysAhead === WEEKDAYS.length && closures.length === 0) return null;
  }
  return null;
}

/** The owner's closure covering `local`'s day, if any (to say why the business is closed). */
export const closureToday = (closures: ClosedDays, local: DateTime) => closedOn(closures, local);

/** When the next opening is, as said: "today", "tomorrow", "on Monday", or "on Monday, January 4" beyond this week. */
export function spokenDay(next: { daysAhead: number; date: string }): string {
  if (next.daysAhead === 0) return 'today';
  if (next.daysAhead === 1) return 'tomorrow';
  const date = DateTime.fromISO(next.date, { locale: 'en-US' });
  return next.daysAhead < 7 ? `on ${date.toFormat('cccc')}` : `on ${date.toFormat('cccc, LLLL d')}`;
}

/**
 * "We open again on Monday at 9:00 AM.": the first opening after a closed `day`, said from the
 * call's day `today` (both in the business's zone); null when the business never opens again.
 */
export function reopeningSentence(hours: WeeklyHours, day: DateTime, today: DateTime, closures: ClosedDays) {
  const next = nextOpening(hours, day.endOf('day'), closures);
  if (!next) return null;
  const offset = Math.round(day.startOf('day').diff(today.startOf('day'), 'days').days);
  return `We open again ${spokenDay({ ...next, daysAhead: next.daysAhead + offset })} at ${spokenTime(next.start)}.`;
}

/**
 * What the agent says of a date the owner closed (YYYY-MM-DD in the business's zone): closed, why,
 * and when the business opens again; null when the business is not closed that day.
 */
export function closedDateSentence(
  date: string,
  timezone: string,
  hours: WeeklyHours | null,
  closures: ClosedDays,
  now: Date,
): string | null {
  const day = DateTime.fromISO(date, { zone: timezone, locale: 'en-US' });
  const closure = closedOn(closures, day);
  if (!closure) return null;
  const closed = `We're closed on ${day.toFormat('cccc, LLLL d')}${closure.note ? ` (${closure.note})` : ''}.`;
  const reopening = hours
    ? reopeningSentence(hours, day, DateTime.fromJSDate(now, { zone: timezone }), closures)
    : null;
  return reopening ? `${closed} ${reopening}` : closed;
}
