import { isTimeZone } from '@portal/shared/notifications.plain';

let browserZone: string | undefined;

/** The zone the browser runs in, as a first guess for an owner who has not chosen one (read once). */
export function browserTimeZone(): string {
  if (browserZone) return browserZone;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    browserZone = zone && isTimeZone(zone) ? zone : 'UTC';
  } catch {
    browserZone = 'UTC';
  }
  return browserZone;
}

function offsetOf(zone: string, now: Date) {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    // Some engines write the minus sign as U+2212; a plain hyphen is what people type in the search.
    return (parts.find((part) => part.type === 'timeZoneName')?.value ?? '').replace('\u2212', '-');
  } catch {
    return '';
  }
}

/**
 * Labels already made, per day: each needs a formatter of its own zone, and making one for each of
 * the 400-odd zones at once held a phone's main thread for about half a second.
 */
const labels = new Map<string, string>();
let labelsDay = '';

/** 'America/New York (GMT-4)': the city finds it in the search, the offset tells zones of one region apart. */
export function timeZoneOption(zone: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  if (day !== labelsDay) {
    labels.clear();
    labelsDay = day;
  }
  let label = labels.get(zone);
  if (label === undefined) {
    const offset = offsetOf(zone, now);
    label = `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
    labels.set(zone, label);
  }
  return { value: zone, label };
}

/** Every zone the browser knows, plus UTC and the given ones (a stored zone the browser lacks stays selectable). */
export function allTimeZones(include: readonly string[]) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...include])].sort();
}

export function timeZoneOptions(include: readonly string[], now = new Date()) {
  return allTimeZones(include).map((zone) => timeZoneOption(zone, now));
}
