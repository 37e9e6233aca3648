import type { Database } from '../../db/client.ts';
import { consume, databaseLimiter } from '../../db/rate-limiter.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Each run is a conversation with the agent's model on the voice platform, which the platform
 * bills, so an owner's runs are limited: enough for two "Run all" of a full list in ten minutes.
 * Counted in the database, so two servers share one allowance.
 */
export const RUNS_PER_WINDOW = 60;
const WINDOW_SECONDS = 600;

export function scenarioRunLimit(db: Database, points = RUNS_PER_WINDOW) {
  const limiter = databaseLimiter(db, { keyPrefix: 'scenario-runs', points, durationSeconds: WINDOW_SECONDS });
  return async (userId: string) => {
    const result = await consume(limiter, userId);
    if (!result.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `You have run many test scenarios in the last few minutes. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      );
    }
  };
}
