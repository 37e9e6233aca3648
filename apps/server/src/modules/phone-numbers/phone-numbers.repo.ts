import { and, asc, count, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { agents, blockedCallers, phoneNumbers, profiles } from '../../db/schema/index.ts';
import { isUuid } from '@portal/shared/api';
import type { Database, Queryable } from '../../db/client.ts';

export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;
export type NewPhoneNumberRow = typeof phoneNumbers.$inferInsert;
export type PhoneNumberUpdate = Partial<Omit<NewPhoneNumberRow, 'id' | 'userId' | 'createdAt'>>;

// Every query is scoped to the owner by user_id, updates too.
const owned = (userId: string, id: string) => and(eq(phoneNumbers.id, id), eq(phoneNumbers.userId, userId));

export const listNumbers = (db: Queryable, userId: string) =>
  db
    .select()
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id));

export async function findNumber(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(phoneNumbers).where(owned(userId, id));
  return row;
}

export async function countNumbers(db: Queryable, userId: string) {
  const [row] = await db.select({ value: count() }).from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  return row?.value ?? 0;
}

/** Records a number for its owner; undefined when the number is already on someone's list. */
export async function insertNumber(db: Queryable, values: NewPhoneNumberRow) {
  const [row] = await db
    .insert(phoneNumbers)
    .values(values)
    .onConflictDoNothing({ target: phoneNumbers.phoneNumber })
    .returning();
  return row;
}

export async function updateNumber(db: Queryable, userId: string, id: string, values: PhoneNumberUpdate) {
  const [row] = await db
    .update(phoneNumbers)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row;
}

export const deleteNumber = (db: Queryable, userId: string, id: string) =>
  db.delete(phoneNumbers).where(owned(userId, id));

export async function findPlan(db: Queryable, userId: string) {
  const [row] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId));
  return row?.plan ?? null;
}

/**
 * Numbers left incomplete, oldest attempt first: the voice platform does not have them yet (a
 * failed import), or the provider's id is still unknown (an order that was pending), without
 * which the number could never be released.
 */
export const listUnimported = (db: Database, limit: number) =>
  db
    .select()
    .from(phoneNumbers)
    .where(
      and(
        ne(phoneNumbers.status, ORDERING),
        or(
          isNotNull(phoneNumbers.syncError),
          isNull(phoneNumbers.vapiPhoneNumberId),
          isNull(phoneNumbers.providerNumberId),
        ),
      ),
    )
    .orderBy(asc(phoneNumbers.updatedAt))
    .limit(limit);

/**
 * A purchase holds its place in the plan's allowance with a row in this state while the order
 * is with the provider, outside any database transaction.
 */
export const ORDERING = 'ordering';

/** Purchases whose outcome was never recorded (the server stopped, or the database was down). */
export const listStaleOrders = (db: Database, before: Date) =>
  db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.status, ORDERING), lt(phoneNumbers.updatedAt, before)));

/** The API shape of a row; the voice platform's id stays on the server. */
export function toPhoneNumber(row: PhoneNumberRow): PhoneNumber {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    friendlyName: row.friendlyName,
    provider: row.provider,
    providerNumberId: row.providerNumberId,
    assignedAgentId: row.assignedAgentId,
    capabilities: row.capabilities ?? [],
    status: row.status,
    syncError: row.syncError,
    purchasedAt: row.purchasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SQL true when the owner of `userIdColumn` blocks any caller (their numbers must then screen calls). */
const blocksCallersSql = (userIdColumn: unknown) =>
  sql<boolean>`exists (select 1 from ${blockedCallers} where ${blockedCallers.userId} = ${userIdColumn})`;

/** Whether the owner refuses any number at all: their numbers must then ask who answers each call. */
export async function ownerBlocksCallers(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: blockedCallers.id })
    .from(blockedCallers)
    .where(eq(blockedCallers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** SQL true when the agent of `agentIdColumn` is told who returning callers are (the portal must then answer each call). */
const remembersCallersSql = (agentIdColumn: unknown) =>
  sql<boolean>`exists (select 1 from ${agents} where ${agents.id} = ${agentIdColumn} and ${agents.rememberCallers} and not ${agents.isDeleted})`;

/**
 * Whether a number's calls must go through the portal before an agent answers: its owner blocks
 * a caller (refused first), or its agent recognises returning callers (told who calls first).
 */
export async function routesViaPortal(db: Queryable, userId: string, agentId: string | null) {
  if (await ownerBlocksCallers(db, userId)) return true;
  if (!agentId) return false;
  const [agent] = await db
    .select({ remembers: agents.rememberCallers })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.userId, userId), eq(agents.isDeleted, false)));
  return agent?.remembers === true;
}

/** Owners with a number on the voice platform whose routing differs from what their block list and agents ask. */
export async function ownersWithScreeningToFix(db: Database, limit: number) {
  const rows = await db
    .selectDistinct({ userId: phoneNumbers.userId })
    .from(phoneNumbers)
    .where(
      and(
        isNotNull(phoneNumbers.vapiPhoneNumberId),
        sql`${phoneNumbers.screensCallers} <> (${blocksCallersSql(phoneNumbers.userId)} or ${remembersCallersSql(phoneNumbers.assignedAgentId)})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}
