import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createKeyedLock } from './keyed-lock.ts';
import { sandboxMail } from './schema/index.ts';

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await openTestDatabase();
  // A second handle on the same database stands for a second server (PostgreSQL only: PGlite
  // cannot be shared between processes, so there the lock is the in-process queue alone).
  second = first.kind === 'postgres' ? await openTestDatabase() : first;
});
afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
});

/** Runs two holders of `keys` started 30 ms apart; returns when each entered and left. */
async function race(locks: [ReturnType<typeof createKeyedLock>, ReturnType<typeof createKeyedLock>], keys: string[]) {
  const times: Record<string, number> = {};
  const holder = (name: string) => async () => {
    times[`${name} in`] = performance.now();
    await sleep(200);
    times[`${name} out`] = performance.now();
  };
  const a = locks[0](keys[0]!, holder('a'));
  await sleep(30);
  const b = locks[1](keys[1]!, holder('b'));
  await Promise.all([a, b]);
  return times as Record<'a in' | 'a out' | 'b in' | 'b out', number>;
}

describe('createKeyedLock', () => {
  it('lets one holder of a key in at a time, also across two servers on one database', async () => {
    const times = await race([createKeyedLock(first), createKeyedLock(second)], ['user:1', 'user:1']);
    expect(times['b in']).toBeGreaterThanOrEqual(times['a out']);
  });

  it('does not hold back other keys', async () => {
    const times = await race([createKeyedLock(first), createKeyedLock(second)], ['user:2', 'user:3']);
    expect(times['b in']).toBeLessThan(times['a out']);
  });

  it("shows the next holder what the previous one wrote, and survives a holder's failure", async () => {
    const [lockA, lockB] = [createKeyedLock(first), createKeyedLock(second)];
    const to = `lock-${Date.now()}@example.com`;
    const failed = lockA('user:4', async () => {
      throw new Error('vendor down');
    });
    await expect(failed).rejects.toThrow('vendor down');
    const writer = lockA('user:4', async (db) => {
      await db.insert(sandboxMail).values({ to, subject: 'first', text: 'x' });
      await sleep(150);
    });
    await sleep(30);
    const seen = lockB('user:4', async (db) => db.select().from(sandboxMail).where(eq(sandboxMail.to, to)));
    await writer;
    expect((await seen).map((row) => row.subject)).toEqual(['first']);
  });
});
