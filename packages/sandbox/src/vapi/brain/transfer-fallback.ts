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

/**
 * A system message saying a transfer found nobody: "The transfer to Billing was not answered", "the
 * line was busy", "nobody picked up". A test conversation sends one when its transfers go
 * unanswered, since a chat has no line to dial.
 */
const NOBODY_TOOK_IT =
  /\btransfer\b.*\b(not answered|unanswered|no answer|nobody (answered|picked up)|no one (answered|picked up)|(was|line) busy)\b/is;

export const saysTransferFailed = (text: string) => NOBODY_TOOK_IT.test(text);
