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
