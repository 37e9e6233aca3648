import { isTimeZone } from '@portal/shared/notifications';

/** The zone the browser runs in, as a first guess for an owner who has not chosen one. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
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
 * Every zone the browser knows, plus UTC and the given ones (a stored zone the browser lacks stays
 * selectable), as 'America/New York (GMT-4)': the city finds it in the search, the offset tells
 * zones of one region apart.
 */
export function timeZoneOptions(include: readonly string[], now = new Date()) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...known, 'UTC', ...include])].sort();
  return zones.map((zone) => {
    const offset = offsetOf(zone, now);
    return { value: zone, label: `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}` };
  });
}
