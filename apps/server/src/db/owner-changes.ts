import { desc, eq, lt, lte, sql } from 'drizzle-orm';
import { preparedRead, type Queryable } from './client.ts';
import { ownerChangeHorizons, ownerChanges } from './schema/index.ts';

/**
 * How long an answer read from an owner's data may be kept at most, whatever changes: the cleanup
 * below keeps the changes any kept answer could still miss, so it counts on this.
 */
export const ANSWERS_KEPT_AT_MOST_MS = 10 * 60 * 1000;

/**
 * How long a kept answer is trusted on the word of the notifications alone; it is checked against
 * the database at least this often, so a notification lost with a dropped connection hides a
 * change for no longer.
 */
export const ANSWERS_CHECKED_EVERY_MS = 1000;

/** The channel on which the database names each owner whose data a committed transaction changed. */
export const OWNER_CHANGES = 'portal_owner_changes';

export const FORGET_SEEN_OWNER_CHANGES_JOB = 'forget-seen-owner-changes';

const since = sql`${sql.placeholder('since')}::pg_snapshot`;

/**
 * The database's snapshot now, and whether a transaction the snapshot `since` did not see has
 * changed the owner's data since (committed transactions only: one still running has changed
 * nothing yet). Changes older than the snapshot's oldest running transaction were all seen, so the
 * lookup reads only the newest entries of the owner's index.
 */
const changesSince = preparedRead((db) =>
  db
    .select({
      snapshot: sql<string>`pg_current_snapshot()::text`,
      changed: sql<boolean>`exists (select 1 from ${ownerChanges} where ${ownerChanges.userId} = ${sql.placeholder('userId')} and ${ownerChanges.xid} >= pg_snapshot_xmin(${since}) and not pg_visible_in_snapshot(${ownerChanges.xid}, ${since}))`,
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare('owner_changes_since'),
);

/** A snapshot to read an answer after, and whether the owner's data changed since `since` (false without one). */
export async function ownerChangesSince(db: Queryable, userId: string, snapshot: string | null) {
  const [row] = await changesSince(db).execute({ userId, since: snapshot });
  return { snapshot: row!.snapshot, changed: snapshot !== null && row!.changed };
}

/**
 * Forgets the changes every kept answer has seen. Each run notes the oldest transaction still
 * running; a change older than one noted longer ago than any answer is kept (twice over, so an
 * answer slow to read is covered too) was committed before every kept answer was read. Answers the
 * number of changes forgotten.
 */
export async function forgetSeenOwnerChanges(db: Queryable) {
  await db
    .insert(ownerChangeHorizons)
    .values({ oldestRunning: sql`pg_snapshot_xmin(pg_current_snapshot())` })
    .onConflictDoNothing();
  const [horizon] = await db
    .select()
    .from(ownerChangeHorizons)
    .where(
      lte(ownerChangeHorizons.notedAt, sql`now() - make_interval(secs => ${(2 * ANSWERS_KEPT_AT_MOST_MS) / 1000})`),
    )
    .orderBy(desc(ownerChangeHorizons.notedAt))
    .limit(1);
  if (!horizon) return 0;
  const forgotten = await db
    .delete(ownerChanges)
    .where(sql`${ownerChanges.xid} < ${horizon.oldestRunning}::xid8`)
    .returning({ xid: ownerChanges.xid });
  await db.delete(ownerChangeHorizons).where(lt(ownerChangeHorizons.notedAt, horizon.notedAt));
  return forgotten.length;
}

/**
 * Forgets every change noted of an owner whose account is being deleted, as the last step of the
 * transaction that deletes it: no row of the owner is left, and every server is still told at
 * its commit (the notification is sent whatever becomes of the row).
 */
export async function forgetOwnerChanges(db: Queryable, userId: string) {
  await db.delete(ownerChanges).where(eq(ownerChanges.userId, userId));
}
