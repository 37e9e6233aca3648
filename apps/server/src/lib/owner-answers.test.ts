import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  ANSWERS_CHECKED_EVERY_MS,
  ANSWERS_KEPT_AT_MOST_MS,
  OWNER_CHANGES,
  ownerChangesSince,
} from '../db/owner-changes.ts';
import { users } from '../db/schema/index.ts';
import pg from 'pg';
import { onPostgres, openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { COMPRESS_JSON_FROM, compressAnswers } from './compression.ts';
import { holdAnswerUntil, ownerAnswers, type KeptAnswerVariables } from './owner-answers.ts';

/**
 * The kept answers on a real database: small apps whose one route says how often it was read,
 * behind the same compression as the server's, for the owner named in the request. One hears the
 * database's notifications of changes, as the server does; the other hears none, so what it sees
 * comes from its own checks with the database.
 */
let database: DatabaseHandle;
let now = Date.parse('2026-05-01T12:00:00.000Z');
const reads = new Map<string, number>();

function keptApp(hears: boolean, limits?: Parameters<typeof ownerAnswers>[0]['limits']) {
  const app = new Hono<{ Variables: KeptAnswerVariables & { user: { id: string } } }>();
  const answers = ownerAnswers({
    changesSince: (userId, snapshot) => ownerChangesSince(database.db, userId, snapshot),
    keptAtMostMs: ANSWERS_KEPT_AT_MOST_MS,
    checkedEveryMs: ANSWERS_CHECKED_EVERY_MS,
    clock: () => now,
    limits,
  });
  if (hears) void database.broadcast.listen(OWNER_CHANGES, answers.changed);
  app.use('*', compressAnswers({ threshold: COMPRESS_JSON_FROM }));
  app.use('*', async (c, next) => {
    c.set('user', { id: c.req.header('x-owner') ?? 'alice' });
    await next();
  });
  app.use('*', answers.forgetAfterWrites);
  app.use('/kept', answers.serve);
  app.get('/kept', (c) => {
    const owner = c.var.user.id;
    const count = (reads.get(owner) ?? 0) + 1;
    reads.set(owner, count);
    const hold = c.req.query('hold');
    if (hold) holdAnswerUntil(c, new Date(now + Number(hold)));
    if (c.req.query('fail')) return c.json({ error: 'no' }, 404);
    // Long enough to be compressed when the client accepts it.
    return c.json(
      {
        owner,
        read: count,
        padding: 'x'.repeat(c.req.query('short') ? 0 : Number(c.req.query('pad') ?? COMPRESS_JSON_FROM)),
      },
      200,
    );
  });
  app.post('/kept', (c) => c.json({ ok: true }, 200));
  return app;
}

let app: ReturnType<typeof keptApp>;
let deaf: ReturnType<typeof keptApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  for (const id of ['alice', 'bob']) {
    await database.db.insert(users).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
  }
  app = keptApp(true);
  deaf = keptApp(false);
});
afterAll(() => database.close());

const get = async (query = '', headers: Record<string, string> = {}, from = app) => {
  const response = await from.request(`/kept${query}`, { headers });
  return {
    response,
    body: (await response
      .clone()
      .json()
      .catch(() => null)) as { owner: string; read: number },
  };
};
const readOf = async (query: string, from = app) => (await get(query, {}, from)).body.read;
const changeOwner = (id: string) => database.db.execute(sql`update users set name = name || '.' where id = ${id}`);

describe('answers kept until the owner’s data changes', () => {
  it('answers again from memory, and reads again once the database says the owner’s data changed', async () => {
    const first = await get('?a=1');
    expect(first.body).toMatchObject({ owner: 'alice', read: 1 });
    expect(await readOf('?a=1')).toBe(1);
    // Another owner's change is not this owner's.
    await changeOwner('bob');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readOf('?a=1')).toBe(1);
    // Told as the change commits, before the write's own caller goes on.
    await changeOwner('alice');
    expect(await readOf('?a=1')).toBe(2);
    expect(await readOf('?a=1')).toBe(2);
  });

  it('forgets what it kept of an owner as the owner’s own write through it ends', async () => {
    const read = await readOf('?g=1', deaf);
    expect(await readOf('?g=1', deaf)).toBe(read);
    expect((await deaf.request('/kept', { method: 'POST' })).status).toBe(200);
    expect(await readOf('?g=1', deaf)).toBe(read + 1);
  });

  it('checks with the database at least once a second, so a change it never heard of is read', async () => {
    const read = await readOf('?h=1', deaf);
    now += ANSWERS_CHECKED_EVERY_MS;
    // Checked, and nothing changed: still the answer kept.
    expect(await readOf('?h=1', deaf)).toBe(read);
    await changeOwner('alice');
    now += ANSWERS_CHECKED_EVERY_MS;
    expect(await readOf('?h=1', deaf)).toBe(read + 1);
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
    // One larger than what is compressed in place is compressed on the thread pool, once.
    const large = (await get('?c=1&pad=100000')).body;
    for (let again = 0; again < 2; again++) {
      const keptLarge = await app.request('/kept?c=1&pad=100000', { headers: { 'accept-encoding': 'gzip' } });
      expect(JSON.parse(gunzipSync(Buffer.from(await keptLarge.arrayBuffer())).toString())).toEqual(large);
    }
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

  it('keeps as many answers as it may, dropping the one used longest ago', async () => {
    const small = keptApp(false, {
      maxEntries: 2,
      maxBytes: 1024 * 1024,
      largestAnswer: 64 * 1024,
      maxOwnersHeardOf: 10,
    });
    const [one, two] = [await readOf('?i=1', small), await readOf('?i=2', small)];
    expect(await readOf('?i=1', small)).toBe(one);
    await readOf('?i=3', small);
    expect(await readOf('?i=1', small)).toBe(one);
    expect(await readOf('?i=2', small)).toBeGreaterThan(two);
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
        const read = await readOf('?f=1', deaf);
        now += ANSWERS_CHECKED_EVERY_MS;
        expect(await readOf('?f=1', deaf)).toBe(read);
        await earlier.query('commit');
        now += ANSWERS_CHECKED_EVERY_MS;
        expect(await readOf('?f=1', deaf)).toBe(read + 1);
      } finally {
        await Promise.all([earlier.end(), later.end()]);
      }
    },
  );
});
