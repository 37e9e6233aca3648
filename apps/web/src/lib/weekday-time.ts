/**
 * Appointments as people say them, with the day of the week ('Tue, Dec 1, 10:00 AM EST'): an
 * owner checks a booking against their week, not against a date alone. Kept apart from
 * zoned-time.ts, which most pages load, so only the pages that show appointments carry it.
 */

type Style = 'short' | 'long';
type Options = {
  /** 'long' spells the day and month out: 'Tuesday, December 1'. */
  style?: Style;
  /** Names the zone after the time; left out where a later time of the same sentence names it. */
  withZone?: boolean;
  now?: Date;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat) {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

function knownZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const yearIn = (date: Date, timeZone: string) =>
  cached(`year|${timeZone}`, () => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone })).format(date);

// The day and the time are written apart and joined with a comma: spelled out, the browser's own
// joining word varies ('Tuesday, December 1 at 10:00 AM').
function dayOf(date: Date, zone: string, style: Style, now: Date) {
  const withYear = yearIn(date, zone) !== yearIn(now, zone);
  return cached(
    `day|${zone}|${style}|${withYear}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        weekday: style,
        month: style,
        day: 'numeric',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: zone,
      }),
  ).format(date);
}

const timeFormat = (zone: string, withZone: boolean) =>
  cached(
    `time|${zone}|${withZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        ...(withZone ? { timeZoneName: 'short' } : {}),
        timeZone: zone,
      }),
  );

// Newer ICU data puts thin and narrow no-break spaces around the dash and before AM/PM.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** 'Tue, Dec 1, 10:00 AM EST' (or 'Tuesday, December 1, 10:00 AM EST'); an unknown zone reads as UTC. */
export function formatWeekdayTime(
  iso: string,
  timeZone: string,
  { style = 'short', withZone = true, now = new Date() }: Options = {},
) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = knownZone(timeZone);
  return plainSpaces(`${dayOf(date, zone, style, now)}, ${timeFormat(zone, withZone).format(date)}`);
}

/** 'Tue, Dec 1, 10:00 – 10:30 AM EST': the day and the zone once; an end on another day shows the start alone. */
export function formatWeekdayTimeRange(startIso: string, endIso: string, timeZone: string, now = new Date()) {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const zone = knownZone(timeZone);
  if (Number.isNaN(start.getTime())) return startIso;
  if (
    Number.isNaN(end.getTime()) ||
    end <= start ||
    dayOf(start, zone, 'short', now) !== dayOf(end, zone, 'short', now)
  )
    return formatWeekdayTime(startIso, zone, { now });
  return plainSpaces(`${dayOf(start, zone, 'short', now)}, ${timeFormat(zone, true).formatRange(start, end)}`);
}
