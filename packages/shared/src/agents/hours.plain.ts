import { hasOnlyKeys } from './agent.plain.ts';
import { TIMEZONES, WEEKDAYS, type Weekday } from './options.plain.ts';

// The week's opening hours without their schema: the agent's profile and configuration pages read
// and describe stored hours without loading the validation library. hours.ts holds the schema the
// server and the hours editor check with, built from the same pattern, and re-exports this file.

export type DayHours = { open: boolean; start: string | null; end: string | null };
export type WeeklyHours = Record<Weekday, DayHours>;

/** A time of day as the hours store it: 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_OF_DAY_MESSAGE = 'Use the HH:MM format.';
export const OPEN_DAY_NEEDS_TIMES = 'An open day needs a start and an end time.';
export const CLOSE_AFTER_OPEN = 'The closing time must be after the opening time.';

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';

/** Mon-Fri 09:00-17:00, Sat and Sun closed. */
export function defaultHours(): WeeklyHours {
  const open = (): DayHours => ({ open: true, start: DEFAULT_OPEN, end: DEFAULT_CLOSE });
  const closed = (): DayHours => ({ open: false, start: null, end: null });
  return { Mon: open(), Tue: open(), Wed: open(), Thu: open(), Fri: open(), Sat: closed(), Sun: closed() };
}

/** A stored time of day, or null for none (the hours' and the booking rules' times). */
export const isTimeOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && TIME_OF_DAY.test(value));

const DAY_KEYS = ['open', 'start', 'end'] as const;

/** A copy of a day as the schema accepts it (an open day runs from a start to a later end), or null. */
function readDay(value: unknown): DayHours | null {
  if (!hasOnlyKeys(value, DAY_KEYS)) return null;
  const { open, start, end } = value;
  if (typeof open !== 'boolean' || !isTimeOrNull(start) || !isTimeOrNull(end)) return null;
  if (open && (!start || !end || end <= start)) return null;
  return { open, start, end };
}

/**
 * Hours as stored may be anything older code wrote; anything unreadable becomes the default week.
 * Accepts exactly what weeklyHoursSchema accepts (hours.test.ts compares them).
 */
export function readHours(value: unknown): WeeklyHours {
  if (!hasOnlyKeys(value, WEEKDAYS)) return defaultHours();
  const week: Partial<WeeklyHours> = {};
  for (const day of WEEKDAYS) {
    const hours = readDay(value[day]);
    if (!hours) return defaultHours();
    week[day] = hours;
  }
  return week as WeeklyHours;
}

// The hours editor's rules.

/** Setting a time on a closed day opens it; clearing both times of an open day closes it. */
export function setDayTime(
  hours: WeeklyHours,
  day: Weekday,
  which: 'start' | 'end',
  value: string | null,
): WeeklyHours {
  const next = { ...hours[day], [which]: value || null };
  if (!next.open && next[which]) next.open = true;
  if (next.open && !next.start && !next.end) next.open = false;
  return { ...hours, [day]: next };
}

/** Opening fills 09:00 and 17:00 when empty; closing clears the times. */
export function setDayOpen(hours: WeeklyHours, day: Weekday, open: boolean): WeeklyHours {
  const current = hours[day];
  const next: DayHours = open
    ? { open: true, start: current.start ?? DEFAULT_OPEN, end: current.end ?? DEFAULT_CLOSE }
    : { open: false, start: null, end: null };
  return { ...hours, [day]: next };
}

/** The week as runs of days with the same hours: Mon-Fri open 9 to 5, Sat-Sun closed. */
function dayRuns(hours: WeeklyHours) {
  const runs: { first: Weekday; last: Weekday; day: DayHours }[] = [];
  let index = 0;
  while (index < WEEKDAYS.length) {
    const day = hours[WEEKDAYS[index]!];
    let end = index;
    while (end + 1 < WEEKDAYS.length && sameHours(hours[WEEKDAYS[end + 1]!], day)) end += 1;
    runs.push({ first: WEEKDAYS[index]!, last: WEEKDAYS[end]!, day });
    index = end + 1;
  }
  return runs;
}

/** "Mon-Fri 09:00-17:00; Sat closed; ..." grouped for prompts and the versions' comparisons. */
export function describeHours(hours: WeeklyHours): string {
  return dayRuns(hours)
    .map(({ first, last, day }) => {
      const range = first === last ? first : `${first}-${last}`;
      return day.open ? `${range} ${day.start}-${day.end}` : `${range} closed`;
    })
    .join('; ');
}

/** An en dash a line never breaks after (a word joiner follows it). */
const THROUGH = '\u2013\u2060';
const NO_BREAK_SPACE = '\u00a0';

/** Words a line never breaks inside: the hours' time zone ("Eastern Time (New York)"). */
const keptTogether = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

/** "8 AM", "8:30 AM", "12 PM": a stored HH:MM as an owner reads a clock. */
function clockTime(time: string | null): string {
  const [hour = 0, minute = 0] = (time ?? '00:00').split(':').map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute ? `:${String(minute).padStart(2, '0')}` : '';
  return `${hour12}${minutes}${NO_BREAK_SPACE}${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The week as the owner reads it on a card: "Mon–Thu 8 AM–5 PM; Fri 8 AM–2 PM; Sat–Sun closed".
 * Each run of days stays on one line; lines break only after a run's semicolon.
 */
export function describeHoursForOwner(hours: WeeklyHours): string {
  return dayRuns(hours)
    .map(({ first, last, day }) => {
      const range = first === last ? first : `${first}${THROUGH}${last}`;
      const open = day.open ? `${clockTime(day.start)}${THROUGH}${clockTime(day.end)}` : 'closed';
      return `${range}${NO_BREAK_SPACE}${open}`;
    })
    .join('; ');
}

/** The week and its time zone in words, as the Your Hours card and the profile say them. */
export function describeWeekForOwner(hours: WeeklyHours, zone: string): string {
  const label = TIMEZONES.find((listed) => listed.id === zone)?.label ?? zone;
  return `${describeHoursForOwner(hours)}; ${keptTogether(label)}`;
}

const sameHours = (a: DayHours, b: DayHours) => a.open === b.open && a.start === b.start && a.end === b.end;
