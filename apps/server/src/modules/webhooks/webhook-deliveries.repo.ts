import { and, asc, desc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { ownerEvents, webhookDeliveries } from '../../db/schema/index.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const d = webhookDeliveries;

/**
 * How long a claim to try a delivery holds before another attempt may take it over: far longer
 * than one try (10 s), so only a claim whose server died mid-try runs out.
 */
const CLAIM_LEASE = sql.raw(`interval '2 minutes'`);
const claimFree = or(isNull(d.claimedAt), lt(d.claimedAt, sql`now() - ${CLAIM_LEASE}`));

/**
 * No earlier delivery of the same ordering key to the same endpoint is still pending: the events of
 * one appointment or one agent reach an endpoint in the order they happened.
 */
const earlier = alias(webhookDeliveries, 'earlier');
const firstInLine: SQL = sql`(${d.orderingKey} is null or not exists (
  select 1 from ${webhookDeliveries} as ${sql.identifier('earlier')}
  where ${earlier.endpointId} = ${d.endpointId} and ${earlier.orderingKey} = ${d.orderingKey}
    and ${earlier.status} = 'pending'
    and (${earlier.eventOccurredAt}, ${earlier.eventSeq}) < (${d.eventOccurredAt}, ${d.eventSeq})
))`;

/**
 * Claims a delivery that is due and first in line: one statement, so of two servers, or a job and
 * the sweep, racing for it only one gets the row back.
 */
export async function claimDelivery(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .update(d)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(d.id, id), eq(d.status, 'pending'), lte(d.nextAttemptAt, now), claimFree, firstInLine))
    .returning();
  return row;
}

/** The outcome of one try, and the claim given back. */
export async function recordAttempt(
  db: Queryable,
  id: string,
  values: Pick<
    DeliveryRow,
    | 'status'
    | 'nextAttemptAt'
    | 'lastAttemptAt'
    | 'deliveredAt'
    | 'responseStatus'
    | 'responseMs'
    | 'responseBody'
    | 'error'
  >,
) {
  const [row] = await db
    .update(d)
    .set({ ...values, attempts: sql`${d.attempts} + 1`, claimedAt: null })
    .where(eq(d.id, id))
    .returning();
  return row;
}

/** Gives up a delivery without a try (its endpoint was switched off). */
export async function giveUp(db: Queryable, id: string, error: string) {
  await db.update(d).set({ status: 'failed', nextAttemptAt: null, error, claimedAt: null }).where(eq(d.id, id));
}

/** The delivery now first in line after one of this endpoint and ordering key settled, if any. */
export async function nextInLine(db: Queryable, endpointId: string, orderingKey: string) {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.endpointId, endpointId), eq(d.orderingKey, orderingKey), eq(d.status, 'pending')))
    .orderBy(asc(d.eventOccurredAt), asc(d.eventSeq))
    .limit(1);
  return row;
}

/** Deliveries due now and first in line that nobody holds, the longest waiting first. */
export const dueDeliveries = (db: Queryable, now: Date, limit: number) =>
  db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now), claimFree, firstInLine))
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit);

/** What a try sends: the delivery with its event. */
export async function deliveryWithEvent(db: Queryable, id: string) {
  const [row] = await db
    .select({ delivery: d, event: ownerEvents })
    .from(d)
    .innerJoin(ownerEvents, eq(ownerEvents.id, d.eventId))
    .where(eq(d.id, id));
  return row;
}

/** One page of an endpoint's log, newest first; `before` is the last row of the previous page. */
export const listDeliveries = (
  db: Queryable,
  userId: string,
  endpointId: string,
  before: { createdAt: Date; id: string } | null,
  limit: number,
) =>
  db
    .select()
    .from(d)
    .where(
      and(
        eq(d.userId, userId),
        eq(d.endpointId, endpointId),
        before
          ? or(lt(d.createdAt, before.createdAt), and(eq(d.createdAt, before.createdAt), lt(d.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit);

/** The owner's delivery to this endpoint, or undefined for anyone else's. */
export async function findDelivery(db: Queryable, userId: string, endpointId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.endpointId, endpointId), eq(d.id, id)));
  return row;
}

/** Makes a delivery pending again, due now, with a fresh day of retries: the owner's "Resend". */
export async function resetForResend(db: Queryable, id: string, now: Date, until: Date) {
  const [row] = await db
    .update(d)
    .set({ status: 'pending', nextAttemptAt: now, retryUntil: until, deliveredAt: null })
    .where(and(eq(d.id, id), claimFree))
    .returning();
  return row;
}

/** Forgets deliveries made before `before` (the log keeps 30 days). */
export const deleteDeliveriesBefore = (db: Queryable, before: Date) =>
  db.delete(d).where(lt(d.createdAt, before)).returning({ id: d.id });
