import { DateTime } from 'luxon';
import type { DayHours, WeeklyHours } from '@portal/shared/agents/hours';
import { WEEKDAY_NAMES as DAY_NAMES, WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';
import { spokenTime } from './dates.ts';
import { closureToday, nextOpening, openUntil, reopeningSentence, spokenDay, type ClosedDays } from './open-times.ts';

/**
 * Opening hours, said the way a receptionist says them: one day when a day is asked about
 * ("On Saturday we're closed."), whether the business is open right now, or the week in short.
 * "Today" and "tomorrow" are days in the business's time zone, not the server's.
 */

const DAY_PATTERNS: [Weekday, RegExp][] = [
  ['Mon', /\bmon(day)?s?\b/i],
  ['Tue', /\btue(s|sday)?s?\b/i],
  ['Wed', /\bwed(nesday)?s?\b/i],
  ['Thu', /\bthu(r|rs|rsday)?s?\b/i],
  ['Fri', /\bfri(day)?s?\b/i],
  ['Sat', /\bsat(urday)?s?\b/i],
  ['Sun', /\bsun(day)?s?\b/i],
];

/** A day asked about; today and tomorrow also carry their date, to find a closure the owner set. */
type NamedDay = { day: Weekday; label: string; date?: DateTime };

/** A day's words: its hours, or closed with the owner's note when it is one of their closed days. */
type DayWords = (named: NamedDay) => string;

export function answerHours(
  question: string,
  hours: WeeklyHours,
  now: Date,
  timezone: string,
  closures: ClosedDays = [],
): string {
  const local = DateTime.fromJSDate(now, { zone: timezone });
  if (/\b(right now|now|currently|at the moment|still open)\b/i.test(question)) return openNow(hours, local, closures);
  const days = namedDays(question, local);
  const words: DayWords = (named) => {
    const closure = named.date ? closureToday(closures, named.date) : null;
    if (closure) return closure.note ? `we're closed (${closure.note})` : "we're closed";
    return dayState(hours[named.day]);
  };
  if (!days.length) return describeWeek(hours);
  return withReopening(describeDays(days, words), days, hours, local, closures);
}

/** A day asked about that the owner closed is followed by when the business opens again. */
function withReopening(answer: string, days: NamedDay[], hours: WeeklyHours, local: DateTime, closures: ClosedDays) {
  const closedDay = days.find((named) => named.date && closureToday(closures, named.date))?.date;
  const reopening = closedDay ? reopeningSentence(hours, closedDay, local, closures) : null;
  return reopening ? `${answer} ${reopening}` : answer;
}

function namedDays(question: string, local: DateTime): NamedDay[] {
  const weekdayOf = (date: DateTime) => WEEKDAYS[date.weekday - 1]!;
  const days: NamedDay[] = [];
  if (/\b(today|tonight)\b/i.test(question)) days.push({ day: weekdayOf(local), label: 'Today', date: local });
  if (/\btomorrow\b/i.test(question)) {
    const date = local.plus({ days: 1 });
    const day = weekdayOf(date);
    days.push({ day, label: `Tomorrow, ${DAY_NAMES[day]},`, date });
  }
  const weekend = /\bweekends?\b/i.test(question);
  for (const [day, pattern] of DAY_PATTERNS) {
    const named = pattern.test(question) || (weekend && (day === 'Sat' || day === 'Sun'));
    if (named && !days.some((known) => known.day === day)) days.push({ day, label: `On ${DAY_NAMES[day]}` });
  }
  return days;
}

const dayState = (hours: DayHours) =>
  hours.open && hours.start && hours.end
    ? `we're open from ${spokenTime(hours.start)} to ${spokenTime(hours.end)}`
    : "we're closed";

function describeDays(days: NamedDay[], words: DayWords): string {
  if (days.length === 1) return `${days[0]!.label} ${words(days[0]!)}.`;
  // Several days: those with the same hours are said together ("On Saturday and Sunday we're closed.").
  const groups: { names: string[]; state: string }[] = [];
  for (const named of days) {
    const { day } = named;
    const state = words(named);
    const group = groups.find((known) => known.state === state);
    if (group) group.names.push(DAY_NAMES[day]);
    else groups.push({ names: [DAY_NAMES[day]], state });
  }
  const parts = groups.map((group) => `on ${joinAnd(group.names)} ${group.state}`);
  const sentence = parts.join(', and ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

function describeWeek(hours: WeeklyHours): string {
  const open: { days: Weekday[]; hours: DayHours }[] = [];
  const closed: Weekday[] = [];
  for (const day of WEEKDAYS) {
    const today = hours[day];
    if (!today.open || !today.start || !today.end) {
      closed.push(day);
      continue;
    }
    const last = open.at(-1);
    const follows = last && WEEKDAYS.indexOf(last.days.at(-1)!) === WEEKDAYS.indexOf(day) - 1;
    if (last && follows && last.hours.start === today.start && last.hours.end === today.end) last.days.push(day);
    else open.push({ days: [day], hours: today });
  }
  if (!open.length) return "We're closed all week.";
  const times = (group: (typeof open)[number]) =>
    `${spokenTime(group.hours.start!)} to ${spokenTime(group.hours.end!)}`;
  if (open.length === 1 && open[0]!.days.length === WEEKDAYS.length) return `We're open every day, ${times(open[0]!)}.`;
  const spans = open.map((group) => `${dayRange(group.days)}, ${times(group)}`).join('; ');
  const closedPart = closed.length ? `, and closed on ${joinAnd(closed.map((day) => DAY_NAMES[day]))}` : '';
  return `We're open ${spans}${closedPart}.`;
}

function openNow(hours: WeeklyHours, local: DateTime, closures: ClosedDays): string {
  const until = openUntil(hours, local, closures);
  if (until) return `Yes, we're open right now, until ${spokenTime(until)}.`;
  const closure = closureToday(closures, local);
  const closed = closure ? `We're closed today${closure.note ? ` (${closure.note})` : ''}.` : "We're closed right now.";
  const next = nextOpening(hours, local, closures);
  if (!next) return closed;
  if (next.daysAhead === 0) return `${closed} We open today at ${spokenTime(next.start)}.`;
  return `${closed} We open again ${spokenDay(next)} at ${spokenTime(next.start)}.`;
}

function dayRange(days: Weekday[]): string {
  if (days.length === 1) return DAY_NAMES[days[0]!];
  if (days.length === 2) return `${DAY_NAMES[days[0]!]} and ${DAY_NAMES[days[1]!]}`;
  return `${DAY_NAMES[days[0]!]} to ${DAY_NAMES[days.at(-1)!]}`;
}

const joinAnd = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
