import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<Pick<ProfileRow, 'fullName' | 'phoneNumber' | 'avatarUrl'>>;

// Every query is scoped to the signed-in user: profiles by own id, the rest by user_id.

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
