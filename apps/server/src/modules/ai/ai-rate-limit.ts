import type { Database } from '../../db/client.ts';
import { consume, databaseLimiter } from '../../db/rate-limiter.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Per-user limits on the AI helpers: each call costs model tokens (and a scrape, an outbound
 * fetch). Counted in the database, so two servers do not double a user's allowance.
 */
export function perUserLimit(db: Database, points: number, what: string) {
  const limiter = databaseLimiter(db, { keyPrefix: `ai:${what}`, points, durationSeconds: 60 });
  return async (userId: string) => {
    const result = await consume(limiter, userId);
    if (!result.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many ${what} requests. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      );
    }
  };
}

/**
 * At most `max` of one user's requests of a kind at a time: a page being analysed holds a worker
 * thread, and one user must not take them all.
 */
export function perUserInFlight(max: number, message: string) {
  const running = new Map<string, number>();
  return async <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const count = running.get(userId) ?? 0;
    if (count >= max) throw new AppError('RATE_LIMITED', message);
    running.set(userId, count + 1);
    try {
      return await work();
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  };
}
