import { DateTime } from 'luxon';
import { calendarError, CalendarApiError, type ErrorItem } from './calendar-errors.ts';

/**
 * An event's start or end as Calendar reads it (docs/vendors.md#google-calendar-events): an all-day
 * `date`, or a `dateTime` in RFC 3339 whose offset may be left out only when `timeZone` names an
 * IANA zone. The sandbox stores every dateTime with its offset, so times compare as instants.
 */

export type EventTime = { dateTime?: string; date?: string; timeZone?: string };
type Which = 'start' | 'end';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i;
const hasOffset = (value: string) => /(Z|[+-]\d{2}:\d{2})$/i.test(value);

/** A timestamp a query may carry (timeMin, timeMax): RFC 3339 with its offset, which is mandatory there. */
export function queryInstant(value: string | undefined) {
  if (value === undefined) return undefined;
  if (!RFC3339.test(value) || !hasOffset(value)) return NaN;
  return Date.parse(value);
}

const knownZone = (zone: string) => DateTime.local().setZone(zone).isValid;

/** Milliseconds of an event time: a dateTime, or the UTC midnight of an all-day date (the sandbox calendar is in UTC). */
export const timeOf = (time: EventTime) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);

/** One of start or end, normalised, or the errors Google would list for it. */
function readTime(time: EventTime | undefined, which: Which): EventTime | ErrorItem[] {
  const problem = (reason: string, message: string) => [{ domain: 'global', reason, message }];
  if (!time || (time.date === undefined && time.dateTime === undefined))
    return problem('required', `Missing ${which} time.`);
  if (time.timeZone !== undefined && !knownZone(time.timeZone)) {
    return problem('invalid', `Invalid time zone definition for ${which} time.`);
  }
  if (time.date !== undefined) {
    const valid = time.dateTime === undefined && DateTime.fromFormat(time.date, 'yyyy-MM-dd').isValid;
    return valid
      ? { date: time.date, ...(time.timeZone ? { timeZone: time.timeZone } : {}) }
      : problem('invalid', `Invalid ${which} time.`);
  }
  const value = time.dateTime!;
  if (!RFC3339.test(value) || !DateTime.fromISO(value, { setZone: true }).isValid) {
    return problem('invalid', `Invalid ${which} time.`);
  }
  if (hasOffset(value)) return time;
  if (!time.timeZone) return problem('required', `Missing time zone definition for ${which} time.`);
  // Given as wall-clock time in its zone: the offset is the zone's at that moment.
  const local = DateTime.fromISO(value, { zone: time.timeZone });
  return { dateTime: local.toISO({ suppressMilliseconds: true })!, timeZone: time.timeZone };
}

/** Start and end together: both readable, of one kind, the end after the start. */
export function eventTimes(start: EventTime | undefined, end: EventTime | undefined) {
  const readStart = readTime(start, 'start');
  const readEnd = readTime(end, 'end');
  const errors = [...(Array.isArray(readStart) ? readStart : []), ...(Array.isArray(readEnd) ? readEnd : [])];
  if (errors.length) throw new CalendarApiError(400, errors);
  const [from, to] = [readStart as EventTime, readEnd as EventTime];
  if ((from.date === undefined) !== (to.date === undefined)) {
    throw calendarError(400, 'invalid', 'Start and end times must either both be date or both be dateTime.');
  }
  if (timeOf(to) <= timeOf(from)) {
    throw calendarError(400, 'timeRangeEmpty', 'The specified time range is empty.');
  }
  return { start: from, end: to };
}
