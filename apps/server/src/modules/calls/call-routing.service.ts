import { agentTransferNumber, versionAnsweringCalls } from '../agents/agents.service.ts';
import { isBlockedCaller } from '../blocked-callers/blocked-callers.service.ts';
import { returningCallerOverrides } from '../callers/callers.service.ts';
import { optedOutOfTexts } from '../texting/texts.service.ts';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { CALLER_BLOCKED_REASON } from '@portal/shared/calls.plain';
import { CALLER_VARIABLES, TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { numberForCall, upsertCallRecord } from './call-records.repo.ts';
import type { CallEventsDeps } from './call-events.service.ts';
import type { VapiCall } from './vapi-messages.pure.ts';
import { openingLines, readPrivacySettings } from '@portal/shared/agents/privacy.plain';

/** Spoken by the voice platform to a caller of a number with no agent to answer it. */
export const NUMBER_NOT_ANSWERING =
  'Sorry, this number is not taking calls right now. Please try again later. Goodbye.';

/** Spoken to a caller the owner blocked; it says no more than that the call is not taken. */
export const CALLER_REFUSED = 'Sorry, this number cannot take your call. Goodbye.';

/** A blocked call's outcome: no agent answered it, and it counts toward no usage. */
const blockedOutcome = (): CallOutcome => ({
  outcome: 'blocked',
  unansweredQuestions: [],
  urgent: false,
  collected: [],
});

/** Spoken when a transfer is asked for but the agent has nowhere to transfer to. */
export const TRANSFER_UNAVAILABLE = 'Sorry, I cannot transfer your call right now.';

export type AssistantAnswer =
  | { assistantId: string; assistantOverrides?: { variableValues: Record<string, string>; firstMessage?: string } }
  | { error: string };

/** The number a call came in on: its platform id from the call, else the number in the message. */
export const calledNumber = (call: VapiCall | undefined, phoneNumber: { number?: string | null } | undefined) =>
  ({ vapiId: call?.phoneNumberId ?? null, number: phoneNumber?.number ?? null }) as const;

/**
 * A call to one of our numbers that the platform could not give an assistant (none assigned, or
 * the assigned one is missing there): answered with the assigned agent's assistant when there is
 * one, otherwise with a sentence the caller hears before the line closes. The call is recorded
 * for the number's owner either way, so it shows in their call history.
 */
export async function answerAssistantRequest(
  deps: CallEventsDeps,
  call: VapiCall | undefined,
  phoneNumber: { number?: string | null } | undefined,
): Promise<AssistantAnswer> {
  const called = calledNumber(call, phoneNumber);
  const number = await numberForCall(deps.db, called.vapiId, called.number);
  if (!number) {
    deps.logger.warn({ callId: call?.id, phoneNumberId: called.vapiId }, 'assistant request for an unknown number');
    return { error: NUMBER_NOT_ANSWERING };
  }
  const customerNumber = call?.customer?.number ?? null;
  if (await isBlockedCaller(deps, number.userId, customerNumber)) {
    if (call?.id) {
      await upsertCallRecord(deps.db, {
        vapiCallId: call.id,
        userId: number.userId,
        agentId: null,
        phoneNumberId: number.id,
        type: call.type ?? null,
        customerNumber,
        status: 'ended',
        endedReason: CALLER_BLOCKED_REASON,
        outcome: blockedOutcome(),
      });
    }
    return { error: CALLER_REFUSED };
  }
  const answer: AssistantAnswer = number.assistantId
    ? { assistantId: number.assistantId, ...(await callerOverrides(deps, number, customerNumber)) }
    : { error: NUMBER_NOT_ANSWERING };
  if (call?.id) {
    await upsertCallRecord(deps.db, {
      vapiCallId: call.id,
      userId: number.userId,
      agentId: number.assistantId ? number.agentId : null,
      agentVersion:
        number.assistantId && number.agentId
          ? (number.agentVersion ?? (await versionAnsweringCalls(deps.db, number.userId, number.agentId)))
          : null,
      phoneNumberId: number.id,
      type: call.type ?? null,
      customerNumber,
      status: number.assistantId ? 'ringing' : 'ended',
      endedReason: number.assistantId ? null : 'no-agent-assigned',
    });
  }
  return answer;
}

/**
 * What the answering agent is told about a caller the owner has heard from before (their name,
 * next appointment and the owner's note), as Vapi's variable values; nothing when the agent does
 * not recognise returning callers or the caller is new.
 */
async function returningCaller(
  deps: CallEventsDeps,
  number: NonNullable<Awaited<ReturnType<typeof numberForCall>>>,
  customerNumber: string | null,
) {
  if (!number.rememberCallers || !number.timezone || !number.agentName) return {};
  const greeting = spokenGreeting({ ...number, agentName: number.agentName });
  const overrides = await returningCallerOverrides(deps, number.userId, customerNumber, {
    timezone: number.timezone,
    greeting,
  });
  if (!overrides) return {};
  // The greeting by name replaces the first message: the recording notice and the AI disclosure
  // still come first, as they do for a new caller.
  const opening = openingLines(readPrivacySettings(number.privacySettings), number.businessName);
  return { assistantOverrides: { ...overrides, firstMessage: [...opening, overrides.firstMessage].join(' ') } };
}

/**
 * What the answering agent is told about the caller: a returning caller's details (above), and
 * for a number that texted STOP, that they want no texts, so the agent never offers one.
 */
async function callerOverrides(
  deps: CallEventsDeps,
  number: NonNullable<Awaited<ReturnType<typeof numberForCall>>>,
  customerNumber: string | null,
) {
  // Both are read as the call rings: side by side, not one after the other.
  const [returning, textsOff] = await Promise.all([
    returningCaller(deps, number, customerNumber),
    customerNumber ? optedOutOfTexts(deps, number.userId, customerNumber) : false,
  ]);
  if (!textsOff) return returning;
  const overrides = returning.assistantOverrides;
  return {
    assistantOverrides: {
      ...overrides,
      variableValues: { ...overrides?.variableValues, [CALLER_VARIABLES.textsOff]: 'yes' },
    },
  };
}

/** Where a transfer the assistant asks for goes: the agent's forwarding number, if it has one. */
export async function answerTransferRequest(
  deps: CallEventsDeps,
  owner: { userId: string; agentId: string } | undefined,
) {
  const number = owner ? await agentTransferNumber(deps.db, owner.userId, owner.agentId) : null;
  if (!number) return { error: TRANSFER_UNAVAILABLE };
  return {
    destination: { type: 'number', number, message: TRANSFER_HOLD_MESSAGE },
  };
}
