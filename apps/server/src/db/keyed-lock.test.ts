import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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

/** A promise the test settles when it chooses: a holder stays inside the lock until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Returns once a second caller is queued behind the holder: on PostgreSQL when the server shows
 * an advisory lock request that waits; in process, once pending callbacks have had their turn.
 */
async function whenWaiting(database: DatabaseHandle) {
  if (database.kind !== 'postgres') return new Promise((resolve) => setImmediate(resolve));
  await expect
    .poll(async () => {
      const result = await database.db.execute(
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      );
      return (result.rows[0] as { waiting: number }).waiting;
    })
    .toBeGreaterThan(0);
}

describe('createKeyedLock', () => {
  it('lets one holder of a key in at a time, also across two servers on one database', async () => {
    const [lockA, lockB] = [createKeyedLock(first), createKeyedLock(second)];
    const events: string[] = [];
    const holdA = gate();
    const entered = gate();
    const a = lockA('user:1', async () => {
      events.push('a in');
      entered.open();
      await holdA.opened;
      events.push('a out');
    });
    await entered.opened;
    const b = lockB('user:1', async () => void events.push('b in'));
    await whenWaiting(second);
    expect(events).toEqual(['a in']);
    holdA.open();
    await Promise.all([a, b]);
    expect(events).toEqual(['a in', 'a out', 'b in']);
  });

  it('does not hold back other keys', async () => {
    const [lockA, lockB] = [createKeyedLock(first), createKeyedLock(second)];
    const holdA = gate();
    const entered = gate();
    const a = lockA('user:2', async () => {
      entered.open();
      await holdA.opened;
    });
    await entered.opened;
    // Finishes while the other key is still held; a lock that held it back would never get here.
    await expect(lockB('user:3', async () => 'done')).resolves.toBe('done');
    holdA.open();
    await a;
  });

  it("shows the next holder what the previous one wrote, and survives a holder's failure", async () => {
    const [lockA, lockB] = [createKeyedLock(first), createKeyedLock(second)];
    const to = `lock-${randomUUID()}@example.com`;
    await expect(
      lockA('user:4', async () => {
        throw new Error('vendor down');
      }),
    ).rejects.toThrow('vendor down');
    const holdA = gate();
    const wrote = gate();
    const writer = lockA('user:4', async (db) => {
      await db.insert(sandboxMail).values({ to, subject: 'first', text: 'x' });
      wrote.open();
      await holdA.opened;
    });
    await wrote.opened;
    const seen = lockB('user:4', async (db) => db.select().from(sandboxMail).where(eq(sandboxMail.to, to)));
    await whenWaiting(second);
    holdA.open();
    await writer;
    expect((await seen).map((row) => row.subject)).toEqual(['first']);
  });
});
