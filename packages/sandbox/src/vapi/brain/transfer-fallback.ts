import type { BrainTurn, CallEnd, FailedTransfer } from './brain.ts';

/** The reasons Vapi ends a call with when a transfer's fallbackPlan hangs up. */
const ENDED_BY_FALLBACK: Record<FailedTransfer['status'], CallEnd> = {
  busy: { reason: 'call.forwarding.operator-busy' },
  'no-answer': { reason: 'call.forwarding.no-answer' },
};

/**
 * A transfer nobody took, handled as Vapi's fallbackPlan says, for either brain: the plan's
 * message is said to the caller (the platform says it, in the turn's order), then the call ends
 * or the assistant stays on. Answers whether the call goes on.
 */
export function fallBack(turn: BrainTurn, attempt: FailedTransfer): boolean {
  if (attempt.fallbackMessage) turn.say.push(attempt.fallbackMessage);
  if (!attempt.endsCall) return true;
  turn.end = ENDED_BY_FALLBACK[attempt.status];
  return false;
}
