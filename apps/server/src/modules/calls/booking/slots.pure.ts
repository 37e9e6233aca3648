import { DateTime } from 'luxon';
import { closureOn, type Closure } from '@portal/shared/agents/closures.plain';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import type { Weekday } from '@portal/shared/agents/options.plain';
import type { SchedulingConfig } from '@portal/shared/agents/scheduling';

export type Interval = { start: Date; end: Date };

export type SlotQuery = {
  /** The day asked for, in the business time zone (YYYY-MM-DD). */
  date: string;
  durationMinutes: number;
  timezone: string;
  /** The opening hours the owner gave or kept; null while they are only a suggestion. */
  hours: WeeklyHours | null;
  /** Days the business is closed whatever its weekly hours say. */
  closures?: readonly Closure[];
  config: SchedulingConfig;
  busy: Interval[];
  now: Date;
};

export type SlotResult =
  | { ok: true; slots: DateTime[] }
  | {
      ok: false;
      reason:
        'invalid-date' | 'past' | 'same-day' | 'too-far' | 'closed' | 'not-bookable-day' | 'duration' | 'hours-unknown';
    };

// Start times are offered on a quarter-hour grid.
const STEP_MINUTES = 15;
const WEEKDAY_OF: Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const atTime = (day: DateTime, hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
};

const overlaps = (start: DateTime, end: DateTime, busy: Interval) =>
  start.toMillis() < busy.end.getTime() && busy.start.getTime() < end.toMillis();

type Window = [DateTime, DateTime] | 'closed' | 'hours-unknown';

/**
 * The day's bookable window: opening hours intersected with the allowed booking hours. Opening
 * hours the owner never gave are not used (they would be a guess), so the booking hours alone
 * decide; with neither, the agent cannot know when to book.
 */
function bookingWindow(day: DateTime, query: SlotQuery): Window {
  const { allowed_booking_hours_start: start, allowed_booking_hours_end: end } = query.config;
  if (!query.hours) {
    if (!start || !end) return 'hours-unknown';
    return atTime(day, start) < atTime(day, end) ? [atTime(day, start), atTime(day, end)] : 'closed';
  }
  const open = query.hours[WEEKDAY_OF[day.weekday - 1]!];
  if (!open.open || !open.start || !open.end) return 'closed';
  let from = atTime(day, open.start);
  let to = atTime(day, open.end);
  if (start && atTime(day, start) > from) from = atTime(day, start);
  if (end && atTime(day, end) < to) to = atTime(day, end);
  return from < to ? [from, to] : 'closed';
}

/**
 * Open start times on one day, honouring the agent's scheduling rules: bookable days and hours,
 * opening hours, same-day rule, minimum notice, maximum advance, buffers around busy times.
 * All arithmetic happens in the business time zone, so DST days have their real length.
 */
export function availableSlots(query: SlotQuery): SlotResult {
  const { config } = query;
  const day = DateTime.fromISO(query.date, { zone: query.timezone }).startOf('day');
  if (!day.isValid) return { ok: false, reason: 'invalid-date' };
  if (
    config.appointment_duration_options.length &&
    !config.appointment_duration_options.includes(query.durationMinutes as 30)
  ) {
    return { ok: false, reason: 'duration' };
  }
  const now = DateTime.fromJSDate(query.now, { zone: query.timezone });
  const today = now.startOf('day');
  if (day < today) return { ok: false, reason: 'past' };
  if (!config.same_day_booking_allowed && day.equals(today)) return { ok: false, reason: 'same-day' };
  if (config.maximum_advance_days !== null && day > today.plus({ days: config.maximum_advance_days })) {
    return { ok: false, reason: 'too-far' };
  }
  if (!config.allowed_booking_days.includes(WEEKDAY_OF[day.weekday - 1]!))
    return { ok: false, reason: 'not-bookable-day' };
  if (closureOn(query.closures ?? [], day.toISODate()!)) return { ok: false, reason: 'closed' };
  const window = bookingWindow(day, query);
  if (typeof window === 'string') return { ok: false, reason: window };

  const earliest = now.plus({ hours: config.minimum_notice_hours ?? 0 });
  const buffer = config.buffer_between_appointments ?? 0;
  const slots: DateTime[] = [];
  for (
    let start = window[0];
    start.plus({ minutes: query.durationMinutes }) <= window[1];
    start = start.plus({ minutes: STEP_MINUTES })
  ) {
    if (start < earliest) continue;
    const end = start.plus({ minutes: query.durationMinutes });
    const guarded = [start.minus({ minutes: buffer }), end.plus({ minutes: buffer })] as const;
    if (query.busy.some((busy) => overlaps(guarded[0], guarded[1], busy))) continue;
    slots.push(start);
  }
  return { ok: true, slots };
}

export const REASON_TEXT: Record<Exclude<SlotResult, { ok: true }>['reason'], string> = {
  'invalid-date': 'That date could not be understood. Please give it as year, month and day.',
  past: 'That date is in the past.',
  'same-day': 'Same-day appointments are not available. Please choose a later day.',
  'too-far': 'That date is too far ahead to book.',
  closed: 'We are closed that day.',
  'not-bookable-day': 'Appointments cannot be booked on that day of the week.',
  duration: 'That appointment length is not offered.',
  'hours-unknown': "I don't have the booking hours, so I'll take your details and the team will confirm a time.",
};
