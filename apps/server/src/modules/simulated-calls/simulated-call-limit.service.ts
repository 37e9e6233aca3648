import { SIMULATED_CALL_LIMITS } from '@portal/shared/agents/simulated-calls';
import type { Database } from '../../db/client.ts';
import { consume, databaseLimiter } from '../../db/rate-limiter.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Each simulated call is a whole call on the emulated platform: one webhook per turn, tool calls,
 * calendar look-ups and, with an OpenAI key, the model's answers, which are billed. An owner's
 * calls are limited as the scenario runs are, counted in the database so servers share the count.
 */
export function simulatedCallLimit(db: Database, points: number = SIMULATED_CALL_LIMITS.perWindow) {
  const limiter = databaseLimiter(db, {
    keyPrefix: 'simulated-calls',
    points,
    durationSeconds: SIMULATED_CALL_LIMITS.windowMinutes * 60,
  });
  return async (userId: string) => {
    const result = await consume(limiter, userId);
    if (!result.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `You have simulated many calls in the last few minutes. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      );
    }
  };
}
