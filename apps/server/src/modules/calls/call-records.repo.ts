import { CALLER_BLOCKED_REASON } from '@portal/shared/calls.plain';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callRecords, phoneNumbers } from '../../db/schema/index.ts';

export type CallRecordRow = typeof callRecords.$inferSelect;
export type CallRecordValues = Omit<typeof callRecords.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The agent (and its owner) an assistant belongs to: our database decides, never the payload.
 * Its live assistant answers with the published version callers hear; the draft's assistant (the
 * browser test call of a draft) with none.
 */
export async function ownerOfAssistant(db: Database, assistantId: string | null | undefined) {
  if (!assistantId) return undefined;
  const [row] = await db
    .select({
      agentId: agents.id,
      userId: agents.userId,
      agentVersion: sql<
        number | null
      >`case when ${agents.vapiAgentId} = ${assistantId} then ${agents.publishedVersion} end`,
      live: sql<boolean>`${agents.vapiAgentId} = ${assistantId}`,
    })
    .from(agents)
    .where(or(eq(agents.vapiAgentId, assistantId), eq(agents.draftAssistantId, assistantId)));
  return row;
}

export async function phoneNumberIdOf(db: Database, userId: string, vapiPhoneNumberId: string | null | undefined) {
  if (!vapiPhoneNumberId) return null;
  const [row] = await db
    .select({ id: phoneNumbers.id })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.vapiPhoneNumberId, vapiPhoneNumberId), eq(phoneNumbers.userId, userId)));
  return row?.id ?? null;
}

/**
 * One row per call id: repeated or reordered messages update it in place (idempotent). A later
 * message never erases what an earlier one recorded: missing values keep the stored ones. A call
 * id never moves to another owner or agent: a message about a call recorded for someone else
 * changes nothing, and undefined comes back.
 */
export async function upsertCallRecord(db: Database, values: CallRecordValues): Promise<CallRecordRow | undefined> {
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, call_records.${column})`);
  // A call whose conversation was deleted (its retention, or by hand) stays without it, even when
  // the platform sends its end-of-call report again.
  const keepUnlessDeleted = (column: string) =>
    sql.raw(
      `case when call_records.artifacts_deleted_at is null then coalesce(excluded.${column}, call_records.${column}) end`,
    );
  const [row] = await db
    .insert(callRecords)
    .values(values)
    .onConflictDoUpdate({
      target: callRecords.vapiCallId,
      set: {
        agentId: keep('agent_id'),
        // The version that answered is the one at the call's first message, even if a publish
        // lands while it goes on.
        agentVersion: sql.raw('coalesce(call_records.agent_version, excluded.agent_version)'),
        phoneNumberId: keep('phone_number_id'),
        type: keep('type'),
        // An ended call stays ended, whatever late status message arrives.
        status: sql.raw(
          "case when call_records.status = 'ended' then 'ended' else coalesce(excluded.status, call_records.status) end",
        ),
        customerNumber: keep('customer_number'),
        startedAt: keep('started_at'),
        endedAt: keep('ended_at'),
        callDurationSeconds: keep('call_duration_seconds'),
        // A call the portal refused keeps that reason: the platform's report only says it was refused.
        endedReason: sql.raw(
          `case when call_records.ended_reason = '${CALLER_BLOCKED_REASON}' then call_records.ended_reason else coalesce(excluded.ended_reason, call_records.ended_reason) end`,
        ),
        summary: keepUnlessDeleted('summary'),
        transcript: keepUnlessDeleted('transcript'),
        messages: keepUnlessDeleted('messages'),
        recordingUrl: keepUnlessDeleted('recording_url'),
        cost: keep('cost'),
        appointment: keep('appointment'),
        // Each booking tool adds what it did; a message without changes adds none.
        appointmentChanges: sql.raw('call_records.appointment_changes || excluded.appointment_changes'),
        outcome: keep('outcome'),
        updatedAt: new Date(),
      },
      setWhere: and(
        eq(callRecords.userId, values.userId),
        or(isNull(callRecords.agentId), eq(callRecords.agentId, values.agentId ?? sql`null`)),
      ),
    })
    .returning();
  return row;
}

/** The outcome settled from the agent's report and the portal's own records of the call. */
export async function setCallOutcome(db: Database, id: string, outcome: CallOutcome | null) {
  await db.update(callRecords).set({ outcome, updatedAt: new Date() }).where(eq(callRecords.id, id));
}

/** The id of the owner's record of a call, by the voice platform's id for it. */
export async function findCallRecordId(db: Database, userId: string, vapiCallId: string) {
  const [row] = await db
    .select({ id: callRecords.id })
    .from(callRecords)
    .where(and(eq(callRecords.vapiCallId, vapiCallId), eq(callRecords.userId, userId)));
  return row?.id;
}

/**
 * One of our numbers, found by the voice platform's id for it or, failing that, by the number
 * itself, with the assistant of the agent it is assigned to (null when it has none, or when the
 * agent was deleted or never reached the platform).
 */
export async function numberForCall(db: Database, vapiPhoneNumberId: string | null, number: string | null) {
  const match = vapiPhoneNumberId
    ? eq(phoneNumbers.vapiPhoneNumberId, vapiPhoneNumberId)
    : number
      ? eq(phoneNumbers.phoneNumber, number)
      : undefined;
  if (!match) return undefined;
  const [row] = await db
    .select({
      id: phoneNumbers.id,
      userId: phoneNumbers.userId,
      agentId: agents.id,
      assistantId: agents.vapiAgentId,
      agentVersion: agents.publishedVersion,
      rememberCallers: agents.rememberCallers,
      timezone: agents.timezone,
      greeting: agents.greeting,
      businessName: agents.businessName,
      agentName: agents.agentName,
      privacySettings: agents.privacySettings,
    })
    .from(phoneNumbers)
    .leftJoin(agents, and(eq(agents.id, phoneNumbers.assignedAgentId), eq(agents.isDeleted, false)))
    .where(match);
  return row;
}
