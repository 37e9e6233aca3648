import { timeFromSpoken } from './dates.ts';

/**
 * What the booking tools' answers mean, read the way a model reads them: the webhook answers in
 * sentences meant to be spoken ("Open times on Friday, November 27: 9:00 AM, 10:00 AM."), and the
 * brain decides what to do next from those sentences alone.
 */

export type AvailabilityAnswer =
  /** Open start times, as HH:mm, in the order offered. */
  | { kind: 'times'; times: string[] }
  /** The calendar cannot be reached: take the request down instead. */
  | { kind: 'no-calendar' }
  /** No time that day: closed, too soon, too far ahead, fully booked... */
  | { kind: 'refused' };

export type BookingAnswer =
  | { kind: 'booked' }
  /** Details the booking still needs, by the webhook's labels ("phone number"). */
  | { kind: 'missing'; labels: string[] }
  | AvailabilityAnswer;

const OPEN_TIMES = /Open times on [^:]+:\s*([^]+?)\.?\s*$/;
const MISSING = /^Before I can book, I still need the caller's (.+?)\.?$/;

export function readAvailabilityAnswer(answer: string): AvailabilityAnswer {
  const listed = OPEN_TIMES.exec(answer)?.[1];
  if (listed) {
    const times = listed
      .split(',')
      .map((spoken) => timeFromSpoken(spoken))
      .filter((time): time is string => time !== null);
    if (times.length) return { kind: 'times', times };
  }
  if (/^I can't see the calendar/i.test(answer.trim())) return { kind: 'no-calendar' };
  return { kind: 'refused' };
}

export function readBookingAnswer(answer: string): BookingAnswer {
  const text = answer.trim();
  if (/^Booked:/i.test(text) || /appointment is confirmed/i.test(text)) return { kind: 'booked' };
  const missing = MISSING.exec(text)?.[1];
  if (missing) return { kind: 'missing', labels: missing.split(/,\s*/) };
  return readAvailabilityAnswer(text);
}
