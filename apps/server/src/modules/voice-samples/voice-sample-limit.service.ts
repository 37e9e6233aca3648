import { VOICE_SAMPLE_LIMITS } from '@portal/shared/agents/voice-samples';
import type { Database } from '../../db/client.ts';
import { consume, databaseLimiter } from '../../db/rate-limiter.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Per-user limit on voice samples, like the other AI helpers: a new sample costs a vendor call or
 * a second of the server's CPU. Counted in the database, so servers share an owner's allowance.
 */
export function voiceSampleLimit(db: Database, points: number = VOICE_SAMPLE_LIMITS.perMinute) {
  const limiter = databaseLimiter(db, { keyPrefix: 'ai:voice-samples', points, durationSeconds: 60 });
  return async (userId: string) => {
    const result = await consume(limiter, userId);
    if (!result.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many voice samples in the last minute. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      );
    }
  };
}
