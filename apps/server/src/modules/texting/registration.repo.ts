import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { textingRegistrations } from '../../db/schema/index.ts';

export type RegistrationRow = typeof textingRegistrations.$inferSelect;
export type RegistrationUpdate = Partial<Omit<typeof textingRegistrations.$inferInsert, 'userId'>>;

export async function findRegistration(db: Database, userId: string) {
  const [row] = await db.select().from(textingRegistrations).where(eq(textingRegistrations.userId, userId));
  return row;
}

/** A new registration, or a rejected one started again; undefined when one stands already. */
export async function startRegistration(db: Database, userId: string, details: Record<string, unknown>) {
  const fresh = {
    details,
    brandId: null,
    brandStatus: 'pending' as const,
    brandReason: null,
    campaignId: null,
    campaignStatus: 'not_started' as const,
    campaignReason: null,
    numbers: {},
    submittedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(textingRegistrations)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({
      target: textingRegistrations.userId,
      set: fresh,
      // Only a rejected brand or campaign may be submitted again: the rest is under review or done.
      setWhere: or(
        eq(textingRegistrations.brandStatus, 'rejected'),
        eq(textingRegistrations.campaignStatus, 'rejected'),
      ),
    })
    .returning();
  return row;
}

export async function updateRegistration(db: Database, userId: string, values: RegistrationUpdate) {
  const [row] = await db
    .update(textingRegistrations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(textingRegistrations.userId, userId))
    .returning();
  return row;
}

/** Registrations still on their way (a step pending), the longest untouched first. */
export const registrationsToAdvance = (db: Database, before: Date, limit: number) =>
  db
    .select()
    .from(textingRegistrations)
    .where(
      and(
        ne(textingRegistrations.brandStatus, 'rejected'),
        ne(textingRegistrations.campaignStatus, 'rejected'),
        lt(textingRegistrations.updatedAt, before),
      ),
    )
    .orderBy(textingRegistrations.updatedAt)
    .limit(limit);

/**
 * Takes the owner's registration for a check with the registry when nobody checked it in the last
 * `seconds`: one statement, so of two pages reading it at once only one asks the registry.
 */
export async function claimCheck(db: Database, userId: string, seconds: number) {
  const [row] = await db
    .update(textingRegistrations)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(textingRegistrations.userId, userId),
        lt(textingRegistrations.updatedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .returning();
  return row;
}
