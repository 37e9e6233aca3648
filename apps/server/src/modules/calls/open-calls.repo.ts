import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callRecords, callTimeSql } from '../../db/schema/index.ts';

/** A call is open while no end is recorded (a booking may have made the row before any status). */
const isOpen = or(isNull(callRecords.status), ne(callRecords.status, 'ended'));

/** When the call began, as far as the history knows: its start, else when its first message came. */
const openedAt = callTimeSql;

export type OpenCall = {
  id: string;
  vapiCallId: string;
  openedAt: Date;
  /** The assistant of the call's agent on the voice platform; null without an agent. */
  assistantId: string | null;
};

/** Calls still open that began before `before`, oldest first, at most `limit`. */
export async function listOpenCalls(db: Database, before: Date, limit: number): Promise<OpenCall[]> {
  const rows = await db
    .select({
      id: callRecords.id,
      vapiCallId: callRecords.vapiCallId,
      startedAt: callRecords.startedAt,
      createdAt: callRecords.createdAt,
      assistantId: agents.vapiAgentId,
    })
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .where(and(isOpen, sql`${openedAt} < ${before.toISOString()}::timestamptz`))
    .orderBy(asc(openedAt))
    .limit(limit);
  return rows.map(({ startedAt, createdAt, ...row }) => ({ ...row, openedAt: startedAt ?? createdAt }));
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export type CallEnd = {
  endedReason: string;
  startedAt?: Date | null;
  endedAt?: Date | null;
  callDurationSeconds?: number | null;
  cost?: string | null;
};

/**
 * Records the end of a call that is still open; what the history already holds (a start, a cost)
 * is kept, and a call whose end report arrived in the meantime is left as that report made it.
 * False when there was nothing left to close.
 */
export async function closeOpenCall(db: Database, id: string, end: CallEnd) {
  const closed = await db
    .update(callRecords)
    .set({
      status: 'ended',
      endedReason: end.endedReason,
      startedAt: sql`coalesce(${callRecords.startedAt}, ${iso(end.startedAt)}::timestamptz)`,
      endedAt: sql`coalesce(${callRecords.endedAt}, ${iso(end.endedAt)}::timestamptz)`,
      callDurationSeconds: sql`coalesce(${callRecords.callDurationSeconds}, ${end.callDurationSeconds ?? null}::integer)`,
      cost: sql`coalesce(${callRecords.cost}, ${end.cost ?? null}::numeric)`,
      updatedAt: new Date(),
    })
    .where(and(eq(callRecords.id, id), isOpen))
    .returning({ id: callRecords.id });
  return closed.length > 0;
}

/** The owner's record of a call, by the voice platform's id for it: its id and how it ended. */
export async function findCallEnd(db: Database, userId: string, vapiCallId: string) {
  const [row] = await db
    .select({ id: callRecords.id, endedReason: callRecords.endedReason })
    .from(callRecords)
    .where(and(eq(callRecords.vapiCallId, vapiCallId), eq(callRecords.userId, userId)));
  return row;
}
