import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, phoneNumbers, profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<Pick<ProfileRow, 'fullName' | 'phoneNumber' | 'avatarUrl'>>;

// Every query is scoped to the signed-in user (spec section 6): profiles by own id, the rest by user_id.

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/**
 * Writes the user's own profile, creating it with the defaults (plan Free) if it is missing:
 * a profile row lost or never made must not stop a user from saving.
 */
export async function saveProfile(db: Database, userId: string, changes: ProfileChanges): Promise<ProfileRow> {
  const values = { ...changes, updatedAt: new Date() };
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

/** Names of the user's agents that are not deleted, oldest first. */
export const activeAgents = (db: Database, userId: string) =>
  db
    .select({ id: agents.id, agentName: agents.agentName })
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.isDeleted, false)))
    .orderBy(asc(agents.createdAt));

/** A real count (the spec's page hard-codes 3, a defect: DESIGN.md section 4). */
export async function countPhoneNumbers(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  return row?.value ?? 0;
}
