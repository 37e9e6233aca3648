import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { IMAGE_BUSY_MESSAGES, IMAGE_DECODE_LIMITS, imageDecodeQueue } from './image-decodes.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

/** A decode that runs until the test lets it finish. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    decode: async () => {
      started = true;
      await done;
      return 'decoded';
    },
    finish: () => finish(),
    started: () => started,
  };
}

/** The status and message of the AppError a promise was rejected with. */
async function refusal(promise: Promise<unknown>) {
  const { status, message } = await rejectionOf(promise, AppError);
  return { status, message };
}

describe('imageDecodeQueue', () => {
  it('decodes at most `atOnce` images at a time, the others in the order they came', async () => {
    const queue = imageDecodeQueue({ atOnce: 2, waiting: 10, perUser: 1 });
    const decodes = [heldDecode(), heldDecode(), heldDecode(), heldDecode()];
    const results = decodes.map((held, index) => queue.run(`user-${index}`, held.decode));
    await Promise.resolve();
    expect(decodes.map((held) => held.started())).toEqual([true, true, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    decodes[1]!.finish();
    await results[1];
    expect(decodes.map((held) => held.started())).toEqual([true, true, true, false]);
    for (const held of decodes) held.finish();
    expect(await Promise.all(results)).toEqual(['decoded', 'decoded', 'decoded', 'decoded']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses a user's next picture with 429 while one decodes or waits, and takes it once that is done", async () => {
    const queue = imageDecodeQueue({ atOnce: 1, waiting: 10, perUser: 1 });
    const other = heldDecode();
    const first = heldDecode();
    const running = queue.run('other', other.decode);
    const waiting = queue.run('alice', first.decode);
    expect(await refusal(queue.run('alice', heldDecode().decode))).toEqual({
      status: 429,
      message: IMAGE_BUSY_MESSAGES.yours,
    });
    other.finish();
    first.finish();
    await Promise.all([running, waiting]);
    expect(await queue.run('alice', async () => 'again')).toBe('again');
  });

  it('refuses anyone with 503 while the waiting line is full', async () => {
    const queue = imageDecodeQueue({ atOnce: 1, waiting: 2, perUser: 1 });
    const held = [heldDecode(), heldDecode(), heldDecode()];
    const runs = held.map((decode, index) => queue.run(`user-${index}`, decode.decode));
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    expect(await refusal(queue.run('bob', async () => 'late'))).toEqual({
      status: 503,
      message: IMAGE_BUSY_MESSAGES.server,
    });
    for (const decode of held) decode.finish();
    await Promise.all(runs);
    expect(await queue.run('bob', async () => 'in time')).toBe('in time');
  });

  it("gives back the place and the user's turn when a decode fails", async () => {
    const queue = imageDecodeQueue({ atOnce: 1, waiting: 0, perUser: 1 });
    await expect(queue.run('bob', () => Promise.reject(new Error('not an image')))).rejects.toThrow('not an image');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run('bob', async () => 'next')).toBe('next');
  });

  it("leaves libuv's thread pool threads for compression and a core for the event loop", () => {
    const poolThreads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    expect(IMAGE_DECODE_LIMITS.atOnce).toBeGreaterThanOrEqual(1);
    expect(IMAGE_DECODE_LIMITS.atOnce).toBeLessThanOrEqual(poolThreads / 2);
    expect(IMAGE_DECODE_LIMITS.perUser).toBe(1);
  });
});
