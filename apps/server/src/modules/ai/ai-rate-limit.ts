import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.ts';

/**
 * Per-user limits on the AI helpers: each call costs model tokens (and a scrape, an outbound
 * fetch). Kept in memory: one server process, and a restart only forgives a minute.
 */
export function perUserLimit(points: number, what: string) {
  const limiter = new RateLimiterMemory({ points, duration: 60 });
  return async (userId: string) => {
    try {
      await limiter.consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', `Too many ${what} requests. Please wait ${seconds} seconds and try again.`);
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
