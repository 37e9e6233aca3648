import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppError } from './errors.ts';
import { inFlightLimit } from './in-flight.ts';

export type DecodeLimits = {
  /** Images decoded at the same time in this process. */
  atOnce: number;
  /** Images waiting for their turn; one more is refused (503) rather than queued. */
  waiting: number;
  /** Images of one user decoding or waiting; one more is refused (429). */
  perUser: number;
};

/**
 * sharp decodes on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * the compression of every answer, file reads and DNS look-ups share: four decodes at once once
 * held every compressed answer for half a minute. At most two decode at once, and never more than
 * the cores less one, so the event loop keeps a core and the pool keeps threads for the rest.
 */
export const IMAGE_DECODE_LIMITS: DecodeLimits = {
  atOnce: Math.min(2, Math.max(1, availableParallelism() - 1)),
  waiting: 10,
  perUser: 1,
};

export const IMAGE_BUSY_MESSAGES = {
  yours: 'Your previous picture is still being processed. Please wait for it to finish, then try again.',
  server: 'Too many pictures are being processed right now. Please try again in a moment.',
} as const;

/** The answers of the queue, for the API document of every route that decodes an image. */
export const IMAGE_QUEUE_ERRORS = {
  429: 'Another picture of the same user is still being processed.',
  503: 'Too many pictures wait to be processed; try again in a moment.',
} as const;

/**
 * Runs image decodes in turn: `atOnce` at a time, first come first served. A user with `perUser`
 * pictures already decoding or waiting is refused at once, and so is anyone when `waiting`
 * pictures already wait.
 */
export function imageDecodeQueue(limits: DecodeLimits) {
  const decoding = pLimit(limits.atOnce);
  const perUser = inFlightLimit(limits.perUser, IMAGE_BUSY_MESSAGES.yours);
  return {
    run<T>(userId: string, decode: () => Promise<T>): Promise<T> {
      return perUser(userId, () => {
        if (decoding.activeCount >= limits.atOnce && decoding.pendingCount >= limits.waiting) {
          throw new AppError('UNAVAILABLE', IMAGE_BUSY_MESSAGES.server);
        }
        return decoding(decode);
      });
    },
    /** Decodes running now. */
    get running() {
      return decoding.activeCount;
    },
    /** Decodes waiting for their turn. */
    get waiting() {
      return decoding.pendingCount;
    },
  };
}

export type ImageDecodeQueue = ReturnType<typeof imageDecodeQueue>;

/** The process's one queue: every upload route decodes through it. */
export const imageDecodes = imageDecodeQueue(IMAGE_DECODE_LIMITS);
