import type { WebhookEventType } from '@portal/shared/webhooks.plain';
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { users, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

// Every query the owner makes is scoped to them by user_id.
const ofOwner = (userId: string, id: string) => and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id));

export const listEndpoints = (db: Queryable, userId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));

export async function countEndpoints(db: Queryable, userId: string) {
  const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row?.value ?? 0;
}

/** The owner's endpoint, or undefined for anyone else's (or an id that is no id). */
export async function findEndpoint(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(webhookEndpoints).where(ofOwner(userId, id));
  return row;
}

/** An endpoint by its id alone, for the jobs that deliver to it. */
export async function endpointById(db: Queryable, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/**
 * Adds an endpoint unless the owner has `max` already. Run in a transaction: the lock on the
 * owner's row holds until it ends, so two requests at once cannot both add the tenth.
 */
export async function insertEndpoint(
  db: Queryable,
  values: {
    id: string;
    userId: string;
    url: string;
    description: string;
    events: WebhookEventType[];
    secretEncrypted: string;
  },
  max: number,
) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
  if ((await countEndpoints(db, values.userId)) >= max) return undefined;
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row;
}

export async function updateEndpoint(
  db: Queryable,
  userId: string,
  id: string,
  values: Partial<
    Pick<
      EndpointRow,
      | 'url'
      | 'description'
      | 'events'
      | 'enabled'
      | 'disabledReason'
      | 'disabledAt'
      | 'failingSince'
      | 'disabledNoticeSentAt'
      | 'secretEncrypted'
    >
  >,
) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(ofOwner(userId, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.delete(webhookEndpoints).where(ofOwner(userId, id)).returning({ id: webhookEndpoints.id });
  return row;
}

/** A delivery arrived: the endpoint is healthy again. */
export async function markEndpointHealthy(db: Queryable, id: string, at: Date) {
  await db.update(webhookEndpoints).set({ failingSince: null, lastSuccessAt: at }).where(eq(webhookEndpoints.id, id));
}

/** A delivery failed: the endpoint has been failing since now, unless it was already. */
export async function markEndpointFailing(db: Queryable, id: string, at: Date) {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, id));
}

/**
 * Switches the endpoint off when it has been failing since `cutoff` or before. The condition is in
 * the statement, so of two servers seeing the same failure only one switches it off (and e-mails).
 */
export async function disableIfFailingSince(db: Queryable, id: string, cutoff: Date, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', disabledAt: at, disabledNoticeSentAt: null, updatedAt: at })
    .where(
      and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true), lte(webhookEndpoints.failingSince, cutoff)),
    )
    .returning();
  return row;
}

/**
 * Claims the e-mail about an endpoint switched off for failing: only one claim gets the row back.
 * A failed send gives the claim back (releaseDisabledNotice) so the job's retry can send it.
 */
export async function claimDisabledNotice(db: Queryable, id: string) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledNoticeSentAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.disabledReason, 'failing'),
        isNull(webhookEndpoints.disabledNoticeSentAt),
      ),
    )
    .returning();
  if (!row) return undefined;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return owner ? { endpoint: row, email: owner.email } : undefined;
}

export async function releaseDisabledNotice(db: Queryable, id: string) {
  await db.update(webhookEndpoints).set({ disabledNoticeSentAt: null }).where(eq(webhookEndpoints.id, id));
}
