import type { CallOutcome } from './call-outcome.ts';

/**
 * The kinds of call outcome and how they read, without the schemas: the browser shows them on
 * pages that never validate an outcome, so it does not load the validation library for them.
 */

/** What the agent itself may report at the end of a call. */
export const REPORTED_OUTCOMES = [
  'booked',
  'rescheduled',
  'cancelled',
  'message_taken',
  'urgent',
  'transferred',
  'question_unanswered',
  'answered',
  'hung_up_early',
  'spam',
] as const;

/** Every outcome a call can have: a blocked call never reaches an agent, the portal records it. */
export const CALL_OUTCOMES = [...REPORTED_OUTCOMES, 'blocked'] as const;
export type CallOutcomeKind = (typeof CALL_OUTCOMES)[number];

/** How an outcome reads for the owner. */
export const CALL_OUTCOME_LABELS: Record<CallOutcomeKind, string> = {
  booked: 'Appointment booked',
  rescheduled: 'Appointment rescheduled',
  cancelled: 'Appointment cancelled',
  message_taken: 'Message taken',
  urgent: 'Urgent matter',
  transferred: 'Transferred to a person',
  question_unanswered: 'Question not answered',
  answered: 'Questions answered',
  hung_up_early: 'Caller hung up early',
  spam: 'Spam or robocall',
  blocked: 'Blocked caller',
};

/**
 * Calls that count toward no usage, no allowance e-mail and no owner's figures of real callers:
 * refused before an agent answered, or ended by the agent as spam.
 */
export const UNCOUNTED_OUTCOMES: readonly CallOutcomeKind[] = ['spam', 'blocked'];

/** The structured output's name on the assistant: the end-of-call report is keyed by it. */
export const CALL_OUTCOME_OUTPUT_NAME = 'Call outcome';

/**
 * A caller's urgent matter: the outcome says urgent, or the agent flagged the call urgent whatever
 * else came of it. The inbox, Home, the digest and the urgent e-mail all count it this way (the
 * server's SQL twin is `urgentOutcomeSql`).
 */
export const isUrgentOutcome = (outcome: Pick<CallOutcome, 'outcome' | 'urgent'> | null | undefined) =>
  outcome?.outcome === 'urgent' || outcome?.urgent === true;
