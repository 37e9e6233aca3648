const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withYear: boolean) {
  const key = `${timeZone}|${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...(withYear ? { year: 'numeric' } : {}),
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

const yearIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date);

/**
 * A moment as the business sees it, 'Nov 26, 10:02 AM CST': in the agent's time zone, named, so an
 * owner travelling or in another zone does not misread when a caller rang. The year is added when
 * it is not this year. An unknown zone falls back to UTC rather than failing the page.
 */
export function formatZonedTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = knownZone(timeZone);
  return plainSpaces(formatter(zone, yearIn(date, zone) !== yearIn(now, zone)).format(date));
}

/**
 * A span such as a booking, 'Nov 26, 10:00 – 10:30 AM CST': the day and the zone are said once
 * when both ends share them.
 */
export function formatZonedTimeRange(startIso: string, endIso: string, timeZone: string, now: Date = new Date()) {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  if (Number.isNaN(end.getTime()) || end < start) return formatZonedTime(startIso, timeZone, now);
  const zone = knownZone(timeZone);
  return plainSpaces(formatter(zone, yearIn(start, zone) !== yearIn(now, zone)).formatRange(start, end));
}

// Newer ICU data puts thin and narrow no-break spaces around the dash and before AM/PM; plain
// spaces read the same and keep copied text and search simple.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function knownZone(timeZone: string) {
  try {
    formatter(timeZone, false);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * A moment as "Nov 29, 11:38 AM EST" (or a span, "Tue, Dec 3, 10:00 – 10:30 AM EST") that, short
 * of room, breaks after the day only: the time keeps its zone beside it rather than leaving "EST"
 * alone on a line.
 */
export function unbrokenTime(moment: string): string {
  const at = moment.lastIndexOf(', ');
  return at < 0 ? moment : moment.slice(0, at + 2) + moment.slice(at + 2).replaceAll(' ', '\u00a0');
}
