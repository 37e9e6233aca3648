import { WEBHOOKS } from '@portal/shared/webhooks.plain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first retry waits a minute; each wait doubles, up to six hours. */
const FIRST_RETRY_MS = MINUTE;
const LONGEST_WAIT_MS = 6 * HOUR;

/** Until when a delivery made at `at` is tried again. */
export const retryUntil = (at: Date) => new Date(at.getTime() + WEBHOOKS.retryHours * HOUR);

/**
 * When a delivery is tried next after its `attempts`th try failed at `at`, or null when it is given
 * up: 1, 2, 4, 8 ... minutes, at most six hours apart, and a last try at the end of the 24 hours.
 * The sweep that runs every minute picks it up then, so the schedule is exact to the minute.
 */
export function nextAttemptAfter(attempts: number, at: Date, until: Date): Date | null {
  if (at.getTime() >= until.getTime()) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(Math.min(at.getTime() + wait, until.getTime()));
}

/** An endpoint failing since this moment or before, with no delivery arriving since, is switched off. */
export const failingCutoff = (now: Date) => new Date(now.getTime() - WEBHOOKS.disableAfterDays * DAY);

/** Deliveries (and the events they carried) older than this are dropped from the log. */
export const logCutoff = (now: Date) => new Date(now.getTime() - WEBHOOKS.logDays * DAY);
