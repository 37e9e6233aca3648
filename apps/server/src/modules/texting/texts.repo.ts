import type { TextStatus } from '@portal/shared/texts.plain';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agents,
  callers,
  callRecords,
  phoneNumbers,
  profiles,
  telnyxEvents,
  textingRegistrations,
  textOptOuts,
  texts,
} from '../../db/schema/index.ts';

export type TextRow = typeof texts.$inferSelect;
export type NewText = typeof texts.$inferInsert;

/**
 * How long a claim to send holds before another attempt may take it over: far longer than one
 * request to the provider, so only a claim whose server died mid-send runs out.
 */
const CLAIM_LEASE = sql.raw(`interval '10 minutes'`);

/** Records a text; one with a dedupe key already recorded is not recorded again (undefined). */
export async function insertText(db: Database, text: NewText) {
  const [row] = await db.insert(texts).values(text).onConflictDoNothing().returning();
  return row;
}

/**
 * Claims a queued text for sending: one statement, so of two servers or a retry racing for it only
 * one gets the row back. A claim left by a server that died mid-send runs out after the lease.
 */
export async function claimText(db: Database, id: string) {
  const [row] = await db
    .update(texts)
    .set({ status: 'sending', claimedAt: sql`now()`, updatedAt: new Date() })
    .where(
      and(
        eq(texts.id, id),
        isNull(texts.providerId),
        or(
          eq(texts.status, 'queued'),
          and(eq(texts.status, 'sending'), lt(texts.claimedAt, sql`now() - ${CLAIM_LEASE}`)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updateText(
  db: Database,
  id: string,
  values: Partial<Pick<TextRow, 'status' | 'reason' | 'providerId' | 'claimedAt'>>,
) {
  await db
    .update(texts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(texts.id, id));
}

/** The carrier's word on a text: a final status is never overwritten by a late `sent`. */
export async function updateByProviderId(db: Database, providerId: string, status: TextStatus, reason: string | null) {
  const settled = sql`${texts.status} in ('delivered', 'failed')`;
  await db
    .update(texts)
    .set({ status, reason, updatedAt: new Date() })
    .where(and(eq(texts.providerId, providerId), status === 'sent' ? sql`not ${settled}` : sql`true`));
}

const view = {
  id: texts.id,
  kind: texts.kind,
  direction: texts.direction,
  from: texts.fromNumber,
  to: texts.toNumber,
  body: texts.body,
  status: texts.status,
  reason: texts.reason,
  callId: texts.callId,
  createdAt: texts.createdAt,
};

export const textsOfCall = (db: Database, userId: string, callId: string) =>
  db
    .select(view)
    .from(texts)
    .where(and(eq(texts.userId, userId), eq(texts.callId, callId)))
    .orderBy(asc(texts.createdAt), asc(texts.id));

export const textsWithNumber = (db: Database, userId: string, number: string) =>
  db
    .select(view)
    .from(texts)
    .where(and(eq(texts.userId, userId), eq(texts.callerNumber, number)))
    .orderBy(asc(texts.createdAt), asc(texts.id))
    .limit(500);

/** The caller's number, when the caller is this owner's. */
export async function callerNumber(db: Database, userId: string, callerId: string) {
  const [row] = await db
    .select({ number: callers.number })
    .from(callers)
    .where(and(eq(callers.userId, userId), eq(callers.id, callerId)));
  return row?.number;
}

/** Whether this number has ever called the owner: only they may be texted. */
export async function hasCalled(db: Database, userId: string, number: string) {
  const [row] = await db
    .select({ id: callers.id })
    .from(callers)
    .where(and(eq(callers.userId, userId), eq(callers.number, number)));
  return !!row;
}

export async function isOptedOut(db: Database, userId: string, number: string) {
  const [row] = await db
    .select({ number: textOptOuts.number })
    .from(textOptOuts)
    .where(and(eq(textOptOuts.userId, userId), eq(textOptOuts.number, number)));
  return !!row;
}

export async function optOut(db: Database, userId: string, number: string, keyword: string) {
  await db.insert(textOptOuts).values({ userId, number, keyword }).onConflictDoNothing();
}

export async function optIn(db: Database, userId: string, number: string) {
  await db.delete(textOptOuts).where(and(eq(textOptOuts.userId, userId), eq(textOptOuts.number, number)));
}

/** Marks a webhook event handled; false when it was handled already (a replay or a retry). */
export async function recordEvent(db: Database, id: string) {
  const rows = await db.insert(telnyxEvents).values({ id }).onConflictDoNothing().returning({ id: telnyxEvents.id });
  return rows.length === 1;
}

/** Forgets handled events older than `before`: Telnyx retries for minutes, not days. */
export const forgetEvents = (db: Database, before: Date) =>
  db.delete(telnyxEvents).where(lt(telnyxEvents.receivedAt, before));

/** Whose number this is, the agent it answers for, and what texts from it need. */
export async function numberOwner(db: Database, number: string) {
  const [row] = await db
    .select({
      userId: phoneNumbers.userId,
      agentId: phoneNumbers.assignedAgentId,
      businessName: agents.businessName,
    })
    .from(phoneNumbers)
    .leftJoin(agents, eq(agents.id, phoneNumbers.assignedAgentId))
    .where(eq(phoneNumbers.phoneNumber, number));
  return row;
}

/** The most recent call from this number to this owner, which a reply is taken to answer. */
export async function latestCallFrom(db: Database, userId: string, number: string) {
  const [row] = await db
    .select({ id: callRecords.id })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), eq(callRecords.customerNumber, number)))
    .orderBy(sql`${callRecords.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * What the texts after a call need: the call, the agent as callers hear it (its Texts card and
 * name), the number the call came in on, the owner's mobile and their registration.
 */
export async function callFacts(db: Database, callId: string) {
  const [row] = await db
    .select({
      id: callRecords.id,
      userId: callRecords.userId,
      agentId: callRecords.agentId,
      type: callRecords.type,
      customerNumber: callRecords.customerNumber,
      durationSeconds: callRecords.callDurationSeconds,
      messages: callRecords.messages,
      outcome: callRecords.outcome,
      summary: callRecords.summary,
      appointmentChanges: callRecords.appointmentChanges,
      createdAt: callRecords.createdAt,
      textingSettings: agents.textingSettings,
      businessName: agents.businessName,
      agentName: agents.agentName,
      timezone: agents.timezone,
      ourNumber: phoneNumbers.phoneNumber,
      ownerMobile: profiles.textAlertsMobile,
    })
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .leftJoin(phoneNumbers, eq(phoneNumbers.id, callRecords.phoneNumberId))
    .leftJoin(profiles, eq(profiles.id, callRecords.userId))
    .where(eq(callRecords.id, callId));
  return row;
}

/** The owner's messaging profile, and whether the number may text (assigned to the approved campaign). */
export async function textingLine(db: Database, userId: string) {
  const [row] = await db
    .select({
      messagingProfileId: textingRegistrations.messagingProfileId,
      campaignStatus: textingRegistrations.campaignStatus,
      numbers: textingRegistrations.numbers,
    })
    .from(textingRegistrations)
    .where(eq(textingRegistrations.userId, userId));
  return row;
}

/** Gives an event back after its handling failed, so the provider's retry is handled afresh. */
export const forgetEvent = (db: Database, id: string) => db.delete(telnyxEvents).where(eq(telnyxEvents.id, id));
