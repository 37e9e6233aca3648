import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { versionAnsweringCalls } from '../agents/agents.service.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  numberForCall,
  ownerOfAssistant,
  phoneNumberIdOf,
  setCallOutcome,
  upsertCallRecord,
  type CallRecordRow,
  type CallRecordValues,
} from './call-records.repo.ts';
import { settledOutcome } from './settled-outcome.pure.ts';
import { claimToolCall, releaseToolCall, storedToolCallResult, storeToolCallResult } from './call-work.repo.ts';
import type { ToolCallMemory } from './call-tools.pure.ts';
import { recordingOf, summaryOf, outcomeOf } from './call-report.pure.ts';
import { dateOf as date, secondsBetween } from './platform-end.pure.ts';
import type { endOfCallReportSchema, statusUpdateSchema, VapiCall } from './vapi-messages.pure.ts';
import { rememberCaller } from '../callers/callers.service.ts';
import { withoutUnrecorded } from './recording-off.service.ts';
import { artifactsToStore } from '../privacy/redaction.service.ts';
import type { z } from 'zod';

/** A call whose end was just recorded, as the rest of the portal may want to hear of it. */
export type EndedCallRecord = Pick<CallRecordRow, 'userId' | 'agentId' | 'type' | 'outcome'> & { callId: string };

export type CallEventsDeps = {
  db: Database;
  logger: Logger;
  /** Told of each recorded end of call (app.ts wires the owner's e-mails to it); may be told twice. */
  onCallEnded?: (call: EndedCallRecord) => Promise<void>;
};

/** The user and agent an assistant of ours belongs to, or undefined for one we do not know. */
export const assistantOwner = (deps: CallEventsDeps, assistantId: string | null | undefined) =>
  ownerOfAssistant(deps.db, assistantId);

/**
 * The owner-scoped base of a record, or undefined when the call is not ours. A call with no
 * assistant is one the platform could not route: on one of our numbers it still belongs to the
 * number's owner, so it shows in their history.
 */
async function baseRecord(deps: CallEventsDeps, call: VapiCall) {
  const common = { vapiCallId: call.id, type: call.type ?? null, customerNumber: call.customer?.number ?? null };
  const owner = await ownerOfAssistant(deps.db, call.assistantId);
  if (owner) {
    return {
      ...common,
      userId: owner.userId,
      agentId: owner.agentId,
      agentVersion: await answeringVersion(deps, owner, call),
      phoneNumberId: await phoneNumberIdOf(deps.db, owner.userId, call.phoneNumberId),
    } satisfies Partial<CallRecordValues>;
  }
  const number = call.assistantId ? undefined : await numberForCall(deps.db, call.phoneNumberId ?? null, null);
  if (number) {
    return {
      ...common,
      userId: number.userId,
      agentId: null,
      phoneNumberId: number.id,
    } satisfies Partial<CallRecordValues>;
  }
  deps.logger.warn({ callId: call.id }, 'call event for an unknown assistant ignored');
  return undefined;
}

/** The published version a real call to the live assistant is answered by; none for a draft's test call. */
async function answeringVersion(
  deps: CallEventsDeps,
  owner: { userId: string; agentId: string; agentVersion: number | null; live: boolean },
  call: VapiCall,
) {
  if (owner.agentVersion !== null || !owner.live || call.type === 'webCall') return owner.agentVersion;
  return versionAnsweringCalls(deps.db, owner.userId, owner.agentId);
}

export async function recordStatusUpdate(deps: CallEventsDeps, message: z.infer<typeof statusUpdateSchema>) {
  const base = await baseRecord(deps, message.call);
  if (!base) return;
  const saved = await upsertCallRecord(deps.db, {
    ...base,
    status: message.status,
    startedAt: message.status === 'in-progress' ? (date(message.call.startedAt) ?? new Date()) : null,
    endedReason: message.endedReason ?? null,
  });
  if (!saved) refused(deps, message.call);
}

/** Duration comes from startedAt/endedAt: Vapi's report has none (docs/vendors.md#vapi-server-messages). */
export async function recordEndOfCall(deps: CallEventsDeps, message: z.infer<typeof endOfCallReportSchema>) {
  const base = await baseRecord(deps, message.call);
  if (!base) return;
  const startedAt = date(message.startedAt ?? message.call.startedAt);
  const endedAt = date(message.endedAt ?? message.call.endedAt);
  const seconds = secondsBetween(startedAt, endedAt);
  const saved = await upsertCallRecord(
    deps.db,
    await withoutUnrecorded(deps, {
      ...base,
      status: 'ended',
      startedAt,
      endedAt,
      callDurationSeconds: seconds,
      endedReason: message.endedReason ?? null,
      // Card and social security numbers masked first when the owner asked (before search indexes them).
      ...(await artifactsToStore(deps.db, base.userId, {
        summary: summaryOf(message),
        outcome: outcomeOf(message),
        transcript: message.artifact?.transcript ?? message.transcript ?? null,
        messages: message.artifact?.messages ?? message.messages ?? null,
      })),
      recordingUrl: recordingOf(message),
      cost: message.cost === null || message.cost === undefined ? null : String(message.cost),
    }),
  );
  if (!saved) return refused(deps, message.call);
  const outcome = settledOutcome(saved.outcome, saved);
  if (!isDeepStrictEqual(outcome, saved.outcome)) await setCallOutcome(deps.db, saved.id, outcome);
  // A phone caller joins the owner's caller directory, under the name they last gave.
  if (saved.type !== 'webCall') {
    const bookedName = typeof saved.appointment?.name === 'string' ? saved.appointment.name : null;
    await rememberCaller(deps, {
      userId: saved.userId,
      number: saved.customerNumber,
      name: outcome?.callerName ?? bookedName,
      at: saved.createdAt,
    });
  }
  // The record is stored either way: a hook that fails is logged, not answered to the platform.
  const { id: callId, userId, agentId, type } = saved;
  await deps.onCallEnded?.({ callId, userId, agentId, type, outcome }).catch((error: unknown) => {
    deps.logger.error({ err: error, callId }, 'the end of a call could not be passed on');
  });
}

/** A message whose call id is recorded for another owner or agent: kept out, and logged. */
const refused = (deps: CallEventsDeps, call: VapiCall) =>
  deps.logger.warn(
    { callId: call.id, assistantId: call.assistantId },
    'call event for a call of another agent ignored',
  );

/** The tool calls' answers, kept in the database so every server sees them. */
export const toolCallMemory = (deps: CallEventsDeps): ToolCallMemory => ({
  claim: (toolCallId, userId) => claimToolCall(deps.db, toolCallId, userId),
  store: (toolCallId, result) => storeToolCallResult(deps.db, toolCallId, result),
  release: (toolCallId) => releaseToolCall(deps.db, toolCallId),
  stored: (toolCallId, userId) => storedToolCallResult(deps.db, toolCallId, userId),
});
