import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ownerEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type OwnerEventRow = typeof ownerEvents.$inferSelect;

export async function eventById(db: Queryable, id: string) {
  const [row] = await db.select().from(ownerEvents).where(eq(ownerEvents.id, id));
  return row;
}

/** Events no fan-out has reached yet (a job that failed, or one recorded where no job is queued), oldest first. */
export const unfannedEvents = (db: Queryable, limit: number) =>
  db
    .select({ id: ownerEvents.id })
    .from(ownerEvents)
    .where(isNull(ownerEvents.fannedOutAt))
    .orderBy(asc(ownerEvents.occurredAt), asc(ownerEvents.seq))
    .limit(limit);

/** The owner's switched-on endpoints that chose this type of event. */
export const subscribedEndpoints = (db: Queryable, event: Pick<OwnerEventRow, 'userId' | 'type'>) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, event.userId),
        eq(webhookEndpoints.enabled, true),
        sql`${event.type} = any(${webhookEndpoints.events})`,
      ),
    );

/**
 * One delivery of the event to each of these endpoints; one that exists already (a fan-out run
 * twice, or by two servers) is not made again. Answers the deliveries made now.
 */
export async function insertDeliveries(
  db: Queryable,
  event: OwnerEventRow,
  endpointIds: string[],
  schedule: { at: Date; retryUntil: Date },
) {
  if (endpointIds.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        userId: event.userId,
        endpointId,
        eventId: event.id,
        eventType: event.type,
        orderingKey: event.orderingKey,
        eventOccurredAt: event.occurredAt,
        eventSeq: event.seq,
        nextAttemptAt: schedule.at,
        retryUntil: schedule.retryUntil,
        createdAt: schedule.at,
      })),
    )
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
}

export async function markFannedOut(db: Queryable, id: string, at: Date) {
  await db.update(ownerEvents).set({ fannedOutAt: at }).where(eq(ownerEvents.id, id));
}

/** Records the test event of one endpoint: it is made for that endpoint alone, never fanned out. */
export async function insertTestEvent(db: Queryable, values: typeof ownerEvents.$inferInsert) {
  const [row] = await db.insert(ownerEvents).values(values).returning();
  return row!;
}

/** Forgets events older than `before`; their deliveries go with them. */
export const deleteEventsBefore = (db: Queryable, before: Date) =>
  db.delete(ownerEvents).where(lt(ownerEvents.occurredAt, before)).returning({ id: ownerEvents.id });
