import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema/index.ts';

export type Delivery = {
  userId: string;
  kind: 'urgent-call' | 'daily-digest' | 'allowance' | 'text-reply';
  key: string;
};

/**
 * How long a claim holds before another attempt may take it over: far longer than one e-mail takes
 * to hand over, so only a claim whose server died mid-send runs out.
 */
export const CLAIM_LEASE_MINUTES = 10;
const LEASE = sql.raw(`interval '${CLAIM_LEASE_MINUTES} minutes'`);

/**
 * Claims one e-mail, or answers undefined when it is sent already or another attempt holds it.
 * One statement: a new row is inserted, or an unsent row whose claim ran out is taken over;
 * concurrent claims queue on the row's lock, and only the first one gets a row back.
 */
export async function claimDelivery(db: Database, delivery: Delivery): Promise<string | undefined> {
  const table = notificationDeliveries;
  const [row] = await db
    .insert(table)
    .values(delivery)
    .onConflictDoUpdate({
      target: [table.userId, table.kind, table.key],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${table.sentAt} is null and ${table.claimedAt} < now() - ${LEASE}`,
    })
    .returning({ id: table.id });
  return row?.id;
}

export async function markDelivered(db: Database, id: string) {
  await db.update(notificationDeliveries).set({ sentAt: new Date() }).where(eq(notificationDeliveries.id, id));
}

/** Gives a claim back after a failed send, so the job's retry can claim it at once. */
export async function releaseDelivery(db: Database, id: string) {
  await db
    .delete(notificationDeliveries)
    .where(and(eq(notificationDeliveries.id, id), isNull(notificationDeliveries.sentAt)));
}

/** Which of these keys of a kind are settled (sent, or found to have nothing to send), per owner. */
export async function settledDeliveries(db: Database, kind: Delivery['kind'], keys: string[]) {
  const rows = await db
    .select({ userId: notificationDeliveries.userId, key: notificationDeliveries.key })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.kind, kind),
        inArray(notificationDeliveries.key, keys),
        isNotNull(notificationDeliveries.sentAt),
      ),
    );
  return new Set(rows.map((row) => `${row.userId}|${row.key}`));
}
