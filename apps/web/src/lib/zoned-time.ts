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
  let zone = timeZone;
  try {
    formatter(zone, false);
  } catch {
    zone = 'UTC';
  }
  return formatter(zone, yearIn(date, zone) !== yearIn(now, zone)).format(date);
}
