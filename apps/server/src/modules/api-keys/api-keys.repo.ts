import { and, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

/** A key's row as the list shows it: never its hash. */
const LISTED = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.start,
  permissions: apiKeys.permissions,
  createdAt: apiKeys.createdAt,
  lastRequest: apiKeys.lastRequest,
};

// Every query is scoped to the owner: a key's reference is the user it belongs to.
const ofOwner = (userId: string) => eq(apiKeys.referenceId, userId);

export const listKeys = (db: Queryable, userId: string) =>
  db.select(LISTED).from(apiKeys).where(ofOwner(userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));

export type ApiKeyRow = Awaited<ReturnType<typeof listKeys>>[number];

export async function findKey(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .select(LISTED)
    .from(apiKeys)
    .where(and(ofOwner(userId), eq(apiKeys.id, id)));
  return row;
}

export async function countKeys(db: Queryable, userId: string) {
  const [row] = await db.select({ value: count() }).from(apiKeys).where(ofOwner(userId));
  return row?.value ?? 0;
}

/** Deletes the owner's key; undefined when it is not theirs or does not exist. */
export async function deleteKey(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(apiKeys)
    .where(and(ofOwner(userId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return row;
}
