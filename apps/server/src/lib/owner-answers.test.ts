import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { ANSWERS_KEPT_AT_MOST_MS, ownerChangesSince } from '../db/owner-changes.ts';
import { users } from '../db/schema/index.ts';
import pg from 'pg';
import { onPostgres, openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { COMPRESS_JSON_FROM, compressAnswers } from './compression.ts';
import { holdAnswerUntil, ownerAnswers, type KeptAnswerVariables } from './owner-answers.ts';

/**
 * The kept answers on a real database: a small app whose one route says how often it was read,
 * behind the same compression as the server's, for the owner named in the request.
 */
let database: DatabaseHandle;
let now = Date.parse('2026-05-01T12:00:00.000Z');
const reads = new Map<string, number>();

const app = new Hono<{ Variables: KeptAnswerVariables & { user: { id: string } } }>();
beforeAll(async () => {
  database = await openTestDatabase();
  for (const id of ['alice', 'bob']) {
    await database.db.insert(users).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
  }
  app.use('*', compressAnswers({ threshold: COMPRESS_JSON_FROM }));
  app.use('*', async (c, next) => {
    c.set('user', { id: c.req.header('x-owner') ?? 'alice' });
    await next();
  });
  app.use(
    '/kept',
    ownerAnswers({
      changesSince: (userId, snapshot) => ownerChangesSince(database.db, userId, snapshot),
      keptAtMostMs: ANSWERS_KEPT_AT_MOST_MS,
      clock: () => now,
    }),
  );
  app.get('/kept', (c) => {
    const owner = c.var.user.id;
    const count = (reads.get(owner) ?? 0) + 1;
    reads.set(owner, count);
    const hold = c.req.query('hold');
    if (hold) holdAnswerUntil(c, new Date(now + Number(hold)));
    if (c.req.query('fail')) return c.json({ error: 'no' }, 404);
    // Long enough to be compressed when the client accepts it.
    return c.json({ owner, read: count, padding: 'x'.repeat(c.req.query('short') ? 0 : COMPRESS_JSON_FROM) }, 200);
  });
});
afterAll(() => database.close());

const get = async (query = '', headers: Record<string, string> = {}) => {
  const response = await app.request(`/kept${query}`, { headers });
  return {
    response,
    body: (await response
      .clone()
      .json()
      .catch(() => null)) as { owner: string; read: number },
  };
};
const changeOwner = (id: string) => database.db.execute(sql`update users set name = name || '.' where id = ${id}`);

describe('answers kept until the owner’s data changes', () => {
  it('answers again from memory, and reads again at the first request after the owner’s data changed', async () => {
    const first = await get('?a=1');
    expect(first.body).toMatchObject({ owner: 'alice', read: 1 });
    expect((await get('?a=1')).body.read).toBe(1);
    // Another owner's change is not this owner's.
    await changeOwner('bob');
    expect((await get('?a=1')).body.read).toBe(1);
    await changeOwner('alice');
    expect((await get('?a=1')).body.read).toBe(2);
    expect((await get('?a=1')).body.read).toBe(2);
  });

  it('keeps each owner and each query apart', async () => {
    const alice = (await get('?b=1')).body.read;
    expect((await get('?b=1', { 'x-owner': 'bob' })).body).toMatchObject({ owner: 'bob' });
    expect((await get('?b=2')).body.read).toBe(alice + 1);
    expect((await get('?b=1')).body.read).toBe(alice);
  });

  it('sends a kept answer compressed as the client asks, and whole to one that accepts no encoding', async () => {
    const made = await get('?c=1');
    const kept = await app.request('/kept?c=1', { headers: { 'accept-encoding': 'gzip' } });
    expect(kept.headers.get('content-encoding')).toBe('gzip');
    expect(kept.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await kept.arrayBuffer());
    expect(Number(kept.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(made.body);
    const plain = await app.request('/kept?c=1');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(made.body);
    // A short answer is sent as it is, compressed or not.
    const read = (await get('?c=1&short=1')).body.read;
    const short = await app.request('/kept?c=1&short=1', { headers: { 'accept-encoding': 'gzip' } });
    expect(short.headers.get('content-encoding')).toBeNull();
    expect((await short.json()) as unknown).toMatchObject({ owner: 'alice', read });
  });

  it('reads again once the time an answer holds to has come, and after ten minutes at most', async () => {
    const first = (await get('?d=1&hold=60000')).body.read;
    now += 59_000;
    expect((await get('?d=1&hold=60000')).body.read).toBe(first);
    now += 1_000;
    expect((await get('?d=1&hold=60000')).body.read).toBe(first + 1);
    const kept = (await get('?d=2')).body.read;
    now += ANSWERS_KEPT_AT_MOST_MS - 1;
    expect((await get('?d=2')).body.read).toBe(kept);
    now += 1;
    expect((await get('?d=2')).body.read).toBe(kept + 1);
  });

  it('never keeps an answer that is not a success', async () => {
    await get('?e=1&fail=1');
    const before = reads.get('alice')!;
    await get('?e=1&fail=1');
    expect(reads.get('alice')).toBe(before + 1);
  });

  it.runIf(onPostgres)(
    'reads again after a change whose transaction began before the answer was read and ended after it',
    async () => {
      const url = await testDatabaseUrl();
      const [earlier, later] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([earlier.connect(), later.connect()]);
      try {
        await earlier.query('begin');
        await earlier.query("update users set name = name || '.' where id = 'alice'");
        // A transaction begun after it changes the owner too, and ends first.
        await later.query("insert into owner_changes (user_id, xid) values ('alice', pg_current_xact_id())");
        const read = (await get('?f=1')).body.read;
        expect((await get('?f=1')).body.read).toBe(read);
        await earlier.query('commit');
        expect((await get('?f=1')).body.read).toBe(read + 1);
      } finally {
        await Promise.all([earlier.end(), later.end()]);
      }
    },
  );
});
