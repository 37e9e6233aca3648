import { TIMEZONES } from './options.plain.ts';

export type ListedTimezone = (typeof TIMEZONES)[number]['id'];

const LISTED = new Set<string>(TIMEZONES.map((zone) => zone.id));

// A winter and a summer day of both hemispheres: zones that agree on both keep the same clock all year.
const SAMPLE_DAYS = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')];

function offsets(timeZone: string): string | null {
  try {
    return SAMPLE_DAYS.map(
      (day) =>
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
          .formatToParts(day)
          .find((part) => part.type === 'timeZoneName')?.value ?? '',
    ).join('|');
  } catch {
    return null;
  }
}

/**
 * The listed business time zone for a zone the browser reports: itself when listed, otherwise the
 * listed zone that keeps the same clock all year (America/Indiana/Indianapolis reads as New York),
 * or null when none does. A new agent starts in the owner's own zone rather than always New York.
 */
export function listedTimezoneFor(zone: string | null | undefined): ListedTimezone | null {
  if (!zone) return null;
  if (LISTED.has(zone)) return zone as ListedTimezone;
  const clock = offsets(zone);
  if (!clock) return null;
  return TIMEZONES.find((listed) => offsets(listed.id) === clock)?.id ?? null;
}
