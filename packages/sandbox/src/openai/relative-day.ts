import { DateTime, IANAZone } from 'luxon';

/**
 * The day a caller means, for the sandbox model's date arguments. Callers say "tomorrow" or
 * "Friday" rather than a date, and the day depends on where the business is: the compiled prompt
 * names its time zone in brackets, as "(America/New_York)".
 */

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The first valid IANA zone the text names in brackets, else UTC. */
export function zoneNamedIn(text: string): string {
  for (const match of text.matchAll(/\(([A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)\)/g)) {
    if (IANAZone.isValidZone(match[1]!)) return match[1]!;
  }
  return 'UTC';
}

/**
 * YYYY-MM-DD of the day the text names in the zone: a date written out, today, tomorrow, the day
 * after tomorrow, or the next weekday named (a weekday never means today: said on a Monday,
 * "Monday" is next week's). Today when it names none.
 */
export function dayMentioned(text: string, zone: string, now: Date): string {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const lower = text.toLowerCase();
  const written = /\b(\d{4}-\d{2}-\d{2})\b/.exec(lower)?.[1];
  if (written && DateTime.fromISO(written).isValid) return written;
  const day = (days: number) => today.plus({ days }).toISODate()!;
  if (/\bday after tomorrow\b/.test(lower)) return day(2);
  if (/\btomorrow\b/.test(lower)) return day(1);
  if (/\b(today|tonight)\b/.test(lower)) return day(0);
  const named = (lower.match(/[a-z]+/g) ?? []).map((word) => WEEKDAYS.indexOf(word)).find((index) => index >= 0);
  if (named !== undefined) {
    // luxon numbers weekdays 1 (Monday) to 7 (Sunday).
    const ahead = (named + 1 - today.weekday + 7) % 7 || 7;
    return day(ahead);
  }
  return day(0);
}
