import { DateTime } from 'luxon';
import { usableZone } from './zoned-time.pure.ts';

export type DigestDay = {
  /** The owner's local date, 'YYYY-MM-DD': one summary per owner and date. */
  key: string;
  /** The span it covers: from the summary time the day before up to today's, in the owner's zone. */
  from: Date;
  to: Date;
  zone: string;
};

/**
 * The latest summary whose local time has passed: today's once its time is reached, yesterday's
 * before that (so a summary missed while no server ran goes out late rather than never; the
 * delivery's key keeps it to once). Each covers the 24 hours (23 or 25 across a clock change) up
 * to its own time, so consecutive summaries meet and every call is in exactly one. A time that does
 * not exist on a spring-forward day falls an hour later, as clocks do.
 */
export function dueDigest(zoneName: string | null, time: string, now: Date): DigestDay {
  const zone = usableZone(zoneName);
  const local = DateTime.fromJSDate(now, { zone });
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const on = (day: DateTime) => day.set({ hour, minute, second: 0, millisecond: 0 });
  const today = on(local);
  const at = today <= local ? today : on(local.minus({ days: 1 }));
  return { key: at.toISODate()!, from: on(at.minus({ days: 1 })).toJSDate(), to: at.toJSDate(), zone };
}

/** The local dates that can be 'today' somewhere at this moment: keys to look up at once. */
export function possibleDigestKeys(now: Date): string[] {
  const utc = DateTime.fromJSDate(now, { zone: 'UTC' });
  return [-1, 0, 1].map((days) => utc.plus({ days }).toISODate()!);
}
