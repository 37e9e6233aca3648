import type { OpeningHours, Weekday } from './crawl.ts';

export const WEEK: Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Mo', 'Mon', 'Monday' or 'https://schema.org/Monday' -> 'Mon'. */
export function weekday(value: string): Weekday | null {
  const name = value
    .trim()
    .replace(/^.*[/#]/, '')
    .slice(0, 2)
    .toLowerCase();
  return WEEK.find((day) => day.slice(0, 2).toLowerCase() === name) ?? null;
}

/** '9:00', '09:00:00' or '0900' -> '09:00'; null when it is not a time of day. */
export function timeOfDay(value: string): string | null {
  const match = /^(\d{1,2}):?(\d{2})(?::\d{2})?/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** 'Mo-Fr' -> Mon..Fri, 'Sa,Su' -> Sat, Sun; a range that wraps (Fr-Mo) goes through Sunday. */
function dayList(spec: string): Weekday[] {
  const days: Weekday[] = [];
  for (const part of spec.split(',')) {
    const [from, to] = part.split(/[-–]/).map((name) => weekday(name));
    if (!from) continue;
    if (!to) {
      days.push(from);
      continue;
    }
    for (let index = WEEK.indexOf(from); ; index = (index + 1) % 7) {
      days.push(WEEK[index]!);
      if (WEEK[index] === to) break;
    }
  }
  return days;
}

const DAY = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|mo|tu|we|th|fr|sa|su';
const DAYS = `(?:${DAY})(?:\\s*[-–,]\\s*(?:${DAY}))*`;
const TEXT_HOURS = new RegExp(`\\b(${DAYS})\\s+(\\d{1,2}:\\d{2})\\s*[-–]\\s*(\\d{1,2}:\\d{2})`, 'gi');

/** The schema.org text form: 'Mo-Fr 09:00-17:00', 'Sa 10:00-14:00', several in one string or not. */
export function parseOpeningHoursText(text: string): OpeningHours[] {
  const hours: OpeningHours[] = [];
  for (const [, days, opens, closes] of text.matchAll(TEXT_HOURS)) {
    const open = timeOfDay(opens!);
    const close = timeOfDay(closes!);
    const list = dayList(days!.replace(/\s+/g, ''));
    if (open && close && list.length) hours.push({ days: list, opens: open, closes: close });
  }
  return hours;
}

/** Rows with the same hours become one row (Mon..Fri 08:00-17:00), days in week order. */
export function groupOpeningHours(rows: OpeningHours[]): OpeningHours[] {
  const grouped = new Map<string, OpeningHours>();
  for (const row of rows) {
    const key = `${row.opens}-${row.closes}`;
    const group = grouped.get(key) ?? { days: [], opens: row.opens, closes: row.closes };
    for (const day of row.days) if (!group.days.includes(day)) group.days.push(day);
    grouped.set(key, group);
  }
  const sorted = [...grouped.values()].map((group) => ({
    ...group,
    days: WEEK.filter((day) => group.days.includes(day)),
  }));
  return sorted.sort((a, b) => WEEK.indexOf(a.days[0]!) - WEEK.indexOf(b.days[0]!));
}

/** One line for people: 'Mon-Fri 08:00-17:00' (used for the sources list). */
export function describeHours({ days, opens, closes }: OpeningHours): string {
  const consecutive = days.every(
    (day, index) => index === 0 || WEEK.indexOf(day) === WEEK.indexOf(days[index - 1]!) + 1,
  );
  const dayText = consecutive && days.length > 2 ? `${days[0]}-${days.at(-1)}` : days.join(', ');
  return `${dayText} ${opens}-${closes}`;
}
