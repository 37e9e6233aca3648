import { NO_NUMBER_TO_CALL, SANDBOX_CALLER_NUMBER, type SimulatedCall } from '@portal/shared/agents/simulated-calls';
import type { ScenarioLine } from '@portal/shared/agents/scenarios';
import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { getAgent } from '../agents/agents.service.ts';
import { callRecordIdOf } from '../calls/calls.service.ts';
import { agentLine } from '../phone-numbers/phone-numbers.service.ts';

/**
 * Rings a number on the voice platform and plays the caller's lines, answering once the call has
 * ended and its report reached the portal. Only the sandbox can do this (app.ts passes it in when
 * the platform is emulated); the real platform cannot be made to place an inbound call.
 */
export type SimulateInboundCall = (call: {
  phoneNumberId: string;
  customerNumber: string;
  callerLines: readonly string[];
}) => Promise<{ vapiCallId: string; transcript: ScenarioLine[] }>;

export type SimulatedCallsDeps = {
  db: Database;
  logger: Logger;
  simulateInboundCall: SimulateInboundCall;
  /** Refuses the owner's call when they placed too many lately (simulated-call-limit.service.ts). */
  limitCalls: (userId: string) => Promise<void>;
};

export type SimulatedCallRequest = { callerLines: string[]; callerNumber?: string };

export const CALL_NOT_RECORDED =
  'The call was played, but its report did not reach the portal, so it is not in the call history. Check that PUBLIC_URL is the address of this server.';

/** The emulated platform's id of the agent's number, or why the agent cannot be rung. */
async function numberToRing(deps: SimulatedCallsDeps, userId: string, agentId: string) {
  const agent = await getAgent(deps, userId, agentId);
  if (agent.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  const line = await agentLine(deps, userId, agentId);
  if (!line) throw new AppError('CONFLICT', NO_NUMBER_TO_CALL);
  if (!line.vapiPhoneNumberId) {
    throw new AppError(
      'CONFLICT',
      `${formatPhoneNumber(line.phoneNumber)} is not connected to the voice platform yet. Check it on the phone numbers page, then try again.`,
    );
  }
  return { phoneNumber: line.phoneNumber, phoneNumberId: line.vapiPhoneNumberId };
}

/**
 * A pretend caller phones the agent's own number and says the owner's lines. The call takes the
 * path a real call takes (the platform's webhooks, the call record, the booking tools and the
 * calendar), so it is in the call history, with its id, when this answers.
 */
export async function placeSimulatedCall(
  deps: SimulatedCallsDeps,
  userId: string,
  agentId: string,
  input: SimulatedCallRequest,
): Promise<SimulatedCall> {
  const number = await numberToRing(deps, userId, agentId);
  // Counted only once the call can ring: a refusal above costs the owner nothing.
  await deps.limitCalls(userId);
  const callerNumber = input.callerNumber ?? SANDBOX_CALLER_NUMBER;
  let played: Awaited<ReturnType<SimulateInboundCall>>;
  try {
    played = await deps.simulateInboundCall({
      phoneNumberId: number.phoneNumberId,
      customerNumber: callerNumber,
      callerLines: input.callerLines,
    });
  } catch (error) {
    deps.logger.warn({ err: error, agentId }, 'simulated call failed');
    const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
    throw new AppError('UPSTREAM_FAILED', `The emulated voice platform could not play the call.${reason}`);
  }
  const callId = await callRecordIdOf(deps.db, userId, played.vapiCallId);
  if (!callId) throw new AppError('UPSTREAM_FAILED', CALL_NOT_RECORDED);
  return { callId, calledNumber: number.phoneNumber, callerNumber, transcript: played.transcript };
}
