import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import type { BillingEvent } from '../../providers/billing/billing.ts';

/** How long an attempt may run before another delivery of its event may take it over. */
const ATTEMPT_LEASE = sql`interval '5 minutes'`;

/**
 * Takes an event for this attempt: true for a new event, or for one whose earlier attempt neither
 * finished nor gave it up within the lease (its server died). False for one processed already or
 * being processed now.
 */
export async function claimEvent(db: Database, event: BillingEvent) {
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: event.created })
    .onConflictDoUpdate({
      target: stripeEvents.id,
      set: { receivedAt: sql`now()` },
      setWhere: and(isNull(stripeEvents.processedAt), lt(stripeEvents.receivedAt, sql`now() - ${ATTEMPT_LEASE}`)),
    })
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

export async function markProcessed(db: Database, eventId: string) {
  await db
    .update(stripeEvents)
    .set({ processedAt: sql`now()` })
    .where(eq(stripeEvents.id, eventId));
}

/** An attempt that failed gives its event up, so Stripe's retry processes it. */
export async function releaseEvent(db: Database, eventId: string) {
  await db.delete(stripeEvents).where(and(eq(stripeEvents.id, eventId), isNull(stripeEvents.processedAt)));
}

/**
 * Deletes at most `limit` events settled before `cutoff`: processed then, or an attempt that began
 * then and never finished (Stripe stopped retrying it long ago). Answers how many went.
 */
export async function deleteEventsBefore(db: Database, cutoff: Date, limit: number) {
  const old = db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(
      or(
        lt(stripeEvents.processedAt, cutoff),
        and(isNull(stripeEvents.processedAt), lt(stripeEvents.receivedAt, cutoff)),
      ),
    )
    .limit(limit);
  const deleted = await db.delete(stripeEvents).where(inArray(stripeEvents.id, old)).returning({ id: stripeEvents.id });
  return deleted.length;
}
