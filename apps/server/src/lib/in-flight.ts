import { AppError } from './errors.ts';

/**
 * At most `max` pieces of work in flight per key (a client address, a user): one more is refused
 * with `message` at once, never queued. The count lives in this process.
 */
export function inFlightLimit(max: number, message: string) {
  const running = new Map<string, number>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const count = running.get(key) ?? 0;
    if (count >= max) throw new AppError('RATE_LIMITED', message);
    running.set(key, count + 1);
    try {
      return await work();
    } finally {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
}
