import { DateTime, IANAZone } from 'luxon';

/** A zone luxon can use: the given one when it is a real IANA zone, UTC otherwise. */
export const usableZone = (zone: string | null | undefined) => (zone && IANAZone.isValidZone(zone) ? zone : 'UTC');

/** A moment as the owner reads it, always with its zone: 'Fri, May 1, 10:02 AM CDT'. */
export const formatMoment = (date: Date, zone: string) =>
  DateTime.fromJSDate(date, { zone: usableZone(zone) })
    .setLocale('en-US')
    .toFormat('ccc, LLL d, h:mm a ZZZZ');
