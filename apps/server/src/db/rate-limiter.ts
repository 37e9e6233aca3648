import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './database.ts';
import { requestLimits } from './schema/index.ts';

export type Limit = { keyPrefix: string; points: number; durationSeconds: number };

/**
 * A limit counted in the database (request_limits), atomically per key, so that every server of
 * a deployment shares it.
 */
export function databaseLimiter(db: Database, limit: Limit) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: requestLimits,
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
}

/** Whether a key may go on (and how many points it has used); when not, how many seconds until it may. */
export async function consume(limiter: RateLimiterDrizzle, key: string) {
  try {
    const used = await limiter.consume(key);
    return { allowed: true as const, consumedPoints: used.consumedPoints, retryAfterSeconds: 0 };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
}

/** better-auth's limits (sign-in, sign-up, resets) kept in the same table, one limiter per rule. */
export function authRateLimitStorage(db: Database) {
  const limiters = new Map<string, RateLimiterDrizzle>();
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const name = `auth:${rule.window}:${rule.max}`;
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = databaseLimiter(db, { keyPrefix: name, points: rule.max, durationSeconds: rule.window });
        limiters.set(name, limiter);
      }
      const result = await consume(limiter, key);
      return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
    },
  };
}
