import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { forgetSeenOwnerChanges, ownerChangesSince } from './owner-changes.ts';
import { users } from './schema/index.ts';

/**
 * The tables whose rows name an owner but whose changes no kept answer reads: the sign-in
 * library's own, API keys (written on every request made with one), logs and outboxes, and what
 * a call holds while it lasts. A new table with an owner is noted unless it is added here.
 */
const NOT_NOTED = [
  'sessions',
  'accounts',
  'owner_events',
  'webhook_deliveries',
  'notification_deliveries',
  'telnyx_events',
  'tool_call_results',
  'slot_claims',
  'google_oauth_states',
  'account_closures',
  'account_closure_steps',
  'owner_changes',
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(users)
    .values({ id: 'carol', name: 'Carol', email: 'carol@example.com', emailVerified: true });
});
afterAll(() => database.close());

const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe("the changes to an owner's data", () => {
  it('are noted on every table that names an owner, when rows are added, changed and deleted', async () => {
    const owned = rows<{ table_name: string }>(
      await database.db.execute(sql`
        select distinct table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'`),
    ).map((row) => row.table_name);
    const noted = rows<{ table_name: string; events: string }>(
      await database.db.execute(sql`
        select event_object_table as table_name, string_agg(event_manipulation, ',' order by event_manipulation) as events
        from information_schema.triggers
        where trigger_schema = current_schema() and trigger_name like 'owner_changes_on_%'
        group by event_object_table`),
    );
    const expected = [...owned.filter((table) => !NOT_NOTED.includes(table)), 'users', 'profiles'].sort();
    expect(noted.map((row) => row.table_name).sort()).toEqual(expected);
    expect(new Set(noted.map((row) => row.events))).toEqual(new Set(['DELETE,INSERT,UPDATE']));
  });

  it('tell a snapshot taken before a change from one taken after it', async () => {
    const before = await ownerChangesSince(database.db, 'carol', null);
    expect(before.changed).toBe(false);
    expect((await ownerChangesSince(database.db, 'carol', before.snapshot)).changed).toBe(false);
    await database.db.execute(sql`update users set name = 'Carol B' where id = 'carol'`);
    const after = await ownerChangesSince(database.db, 'carol', before.snapshot);
    expect(after.changed).toBe(true);
    expect((await ownerChangesSince(database.db, 'carol', after.snapshot)).changed).toBe(false);
  });

  it('are forgotten only once every answer that could still be kept has seen them', async () => {
    await database.db.execute(sql`update users set name = 'Carol C' where id = 'carol'`);
    const count = async () =>
      Number(rows<{ n: number }>(await database.db.execute(sql`select count(*) as n from owner_changes`))[0]!.n);
    const noted = await count();
    expect(noted).toBeGreaterThan(0);
    // The first cleanup only notes where it stands: an answer read just now may not have seen them.
    expect(await forgetSeenOwnerChanges(database.db)).toBe(0);
    expect(await count()).toBe(noted);
    await database.db.execute(sql`update users set name = 'Carol D' where id = 'carol'`);
    // Twenty minutes on, the changes before that note are forgotten; the one after it is kept.
    await database.db.execute(sql`update owner_change_horizons set noted_at = noted_at - interval '21 minutes'`);
    expect(await forgetSeenOwnerChanges(database.db)).toBe(noted);
    expect(await count()).toBe(1);
  });
});
