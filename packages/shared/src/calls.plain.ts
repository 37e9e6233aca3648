import type { CallSummary } from './calls.ts';
import { CALL_OUTCOMES } from './call-outcome.plain.ts';

/**
 * How a call reads in the lists and the detail, and what the inbox filters by, without the
 * schemas: pages that only show calls do not load the validation library for them.
 */

/** What the inbox can narrow the calls to: one outcome, or the calls that need the owner. */
export const CALL_LIST_FILTERS = ['needs_attention', ...CALL_OUTCOMES] as const;
export type CallListFilter = (typeof CALL_LIST_FILTERS)[number];

export const CALL_SEARCH_MAX = 200;

/** The ended reason the portal records for a call it refused because the owner blocked the caller. */
export const CALLER_BLOCKED_REASON = 'caller-blocked';

/** Readable text of Vapi's ended reasons (the common ones; others are shown as given). */
const ENDED_REASONS: Record<string, string> = {
  'customer-ended-call': 'Caller hung up',
  'assistant-ended-call': 'Agent ended the call',
  'assistant-said-end-call-phrase': 'Agent ended the call',
  'assistant-forwarded-call': 'Forwarded to a person',
  'silence-timed-out': 'Silence timeout',
  'exceeded-max-duration': 'Reached the maximum length',
  'customer-did-not-answer': 'No answer',
  'customer-busy': 'Line busy',
  voicemail: 'Voicemail',
  'manually-canceled': 'Cancelled',
  'no-end-report': 'Ended (no report from the voice platform)',
  'no-agent-assigned': 'No agent assigned to the number',
  'assistant-request-returned-error': 'No agent assigned to the number',
  [CALLER_BLOCKED_REASON]: 'Refused: the caller is blocked',
};

const UNROUTED = new Set(['no-agent-assigned', 'assistant-request-returned-error', CALLER_BLOCKED_REASON]);

/** Who took the call: its agent, or why there is none (deleted since, or none on the number). */
export const callAgentLabel = (call: Pick<CallSummary, 'agentName' | 'endedReason'>) =>
  call.agentName ?? (call.endedReason && UNROUTED.has(call.endedReason) ? 'No agent' : 'Deleted agent');

export const endedReasonLabel = (reason: string | null | undefined) =>
  reason ? (ENDED_REASONS[reason] ?? reason.replace(/-/g, ' ')) : '—';

/** 0:00 style duration. */
export function formatDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
