import type { CallOutcome } from './call-outcome.ts';

/**
 * The kinds of call outcome and how they read, without the schemas: the browser shows them on
 * pages that never validate an outcome, so it does not load the validation library for them.
 */

export const CALL_OUTCOMES = [
  'booked',
  'message_taken',
  'urgent',
  'transferred',
  'question_unanswered',
  'answered',
  'hung_up_early',
] as const;
export type CallOutcomeKind = (typeof CALL_OUTCOMES)[number];

/** How an outcome reads for the owner. */
export const CALL_OUTCOME_LABELS: Record<CallOutcomeKind, string> = {
  booked: 'Appointment booked',
  message_taken: 'Message taken',
  urgent: 'Urgent matter',
  transferred: 'Transferred to a person',
  question_unanswered: 'Question not answered',
  answered: 'Questions answered',
  hung_up_early: 'Caller hung up early',
};

/** The structured output's name on the assistant: the end-of-call report is keyed by it. */
export const CALL_OUTCOME_OUTPUT_NAME = 'Call outcome';

/**
 * A caller's urgent matter: the outcome says urgent, or the agent flagged the call urgent whatever
 * else came of it. The inbox, Home, the digest and the urgent e-mail all count it this way (the
 * server's SQL twin is `urgentOutcomeSql`).
 */
export const isUrgentOutcome = (outcome: Pick<CallOutcome, 'outcome' | 'urgent'> | null | undefined) =>
  outcome?.outcome === 'urgent' || outcome?.urgent === true;
