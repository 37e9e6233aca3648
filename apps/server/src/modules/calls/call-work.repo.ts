import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { slotClaims, toolCallResults } from '../../db/schema/index.ts';

/** Takes a tool call for this attempt; false when an earlier attempt took it already. */
export async function claimToolCall(db: Database, toolCallId: string, userId: string) {
  const claimed = await db
    .insert(toolCallResults)
    .values({ toolCallId, userId })
    .onConflictDoNothing()
    .returning({ id: toolCallResults.toolCallId });
  return claimed.length > 0;
}

export async function storeToolCallResult(db: Database, toolCallId: string, result: string) {
  await db.update(toolCallResults).set({ result }).where(eq(toolCallResults.toolCallId, toolCallId));
}

/** A claim that failed before it answered is given up, so the platform's retry can try again. */
export async function releaseToolCall(db: Database, toolCallId: string) {
  await db.delete(toolCallResults).where(eq(toolCallResults.toolCallId, toolCallId));
}

export async function storedToolCallResult(db: Database, toolCallId: string, userId: string) {
  const [row] = await db
    .select({ result: toolCallResults.result })
    .from(toolCallResults)
    .where(and(eq(toolCallResults.toolCallId, toolCallId), eq(toolCallResults.userId, userId)));
  return row;
}

const CLAIM_LEASE = sql`interval '2 minutes'`;

/**
 * Claims a start time of the owner's calendar for one booking. An earlier claim younger than its
 * lease wins; an older one only remains if its event is still in the calendar, which the
 * availability check just before has already ruled out.
 */
export async function claimSlot(db: Database, userId: string, startsAt: Date) {
  const claimed = await db
    .insert(slotClaims)
    .values({ userId, startsAt })
    .onConflictDoUpdate({
      target: [slotClaims.userId, slotClaims.startsAt],
      set: { claimedAt: sql`now()` },
      setWhere: lt(slotClaims.claimedAt, sql`now() - ${CLAIM_LEASE}`),
    })
    .returning({ startsAt: slotClaims.startsAt });
  return claimed.length > 0;
}

export async function releaseSlot(db: Database, userId: string, startsAt: Date) {
  await db.delete(slotClaims).where(and(eq(slotClaims.userId, userId), eq(slotClaims.startsAt, startsAt)));
}
