import { and, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { blockedCallers } from '../../db/schema/index.ts';

export type BlockedCallerRow = typeof blockedCallers.$inferSelect;

// Every query is scoped to the owner by user_id.
const ofOwner = (userId: string) => eq(blockedCallers.userId, userId);

export const listBlocked = (db: Queryable, userId: string) =>
  db
    .select()
    .from(blockedCallers)
    .where(ofOwner(userId))
    .orderBy(desc(blockedCallers.createdAt), desc(blockedCallers.id));

export async function countBlocked(db: Queryable, userId: string) {
  const [row] = await db.select({ value: count() }).from(blockedCallers).where(ofOwner(userId));
  return row?.value ?? 0;
}

/** Adds the number to the owner's list; undefined when it is on it already. */
export async function insertBlocked(db: Queryable, userId: string, entry: { number: string; note: string | null }) {
  const [row] = await db
    .insert(blockedCallers)
    .values({ userId, ...entry })
    .onConflictDoNothing({ target: [blockedCallers.userId, blockedCallers.number] })
    .returning();
  return row;
}

export async function deleteBlocked(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(blockedCallers)
    .where(and(ofOwner(userId), eq(blockedCallers.id, id)))
    .returning();
  return row;
}

export async function findBlockedNumber(db: Queryable, userId: string, number: string) {
  const [row] = await db
    .select()
    .from(blockedCallers)
    .where(and(ofOwner(userId), eq(blockedCallers.number, number)));
  return row;
}
