import { and, eq, lt } from 'drizzle-orm';
import { googleCalendarTokens, googleOauthStates, profiles } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/client.ts';

export type NewTokenRow = typeof googleCalendarTokens.$inferInsert;

export async function insertState(
  db: Queryable,
  values: { state: string; userId: string; codeVerifier: string; expiresAt: Date },
) {
  // Housekeeping: the user's abandoned attempts go when a new one starts.
  await db
    .delete(googleOauthStates)
    .where(and(eq(googleOauthStates.userId, values.userId), lt(googleOauthStates.expiresAt, new Date())));
  await db.insert(googleOauthStates).values(values);
}

/**
 * Takes a state once: the delete only matches the state of this user, so another user's state is
 * refused and left alone (it stays usable by its owner), and a replay finds nothing.
 */
export async function takeState(db: Queryable, userId: string, state: string) {
  const [row] = await db
    .delete(googleOauthStates)
    .where(and(eq(googleOauthStates.state, state), eq(googleOauthStates.userId, userId)))
    .returning();
  return row;
}

export async function findTokens(db: Queryable, userId: string) {
  const [row] = await db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId));
  return row;
}

export async function saveTokens(db: Queryable, values: NewTokenRow) {
  const { userId: _userId, ...update } = values;
  await db
    .insert(googleCalendarTokens)
    .values(values)
    .onConflictDoUpdate({ target: googleCalendarTokens.userId, set: { ...update, updatedAt: new Date() } });
}

export async function updateAccessToken(db: Queryable, userId: string, encrypted: string, expiresAt: Date) {
  await db
    .update(googleCalendarTokens)
    .set({ accessTokenEncrypted: encrypted, accessTokenExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(googleCalendarTokens.userId, userId));
}

export const deleteTokens = (db: Queryable, userId: string) =>
  db.delete(googleCalendarTokens).where(eq(googleCalendarTokens.userId, userId));

/** The profile's calendar flags; the profile row is made if sign-up did not. */
export async function setProfileCalendar(db: Queryable, userId: string, email: string | null) {
  const values = { googleCalendarConnected: email !== null, googleCalendarEmail: email, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
}

export async function readStatus(db: Queryable, userId: string) {
  const [row] = await db
    .select({ connected: profiles.googleCalendarConnected, email: profiles.googleCalendarEmail })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { connected: row?.connected ?? false, email: row?.connected ? (row.email ?? null) : null };
}
