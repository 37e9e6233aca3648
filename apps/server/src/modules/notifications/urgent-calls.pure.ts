import { isUrgentOutcome, type CallOutcome } from '@portal/shared/call-outcome';

/** The parts of a call that decide whether the owner is e-mailed about it at once. */
export type EndedCall = { type: string | null; outcome: CallOutcome | null };

/**
 * An urgent matter a caller reported, as the inbox counts it (the outcome says urgent, or the
 * agent flagged it). The owner's own browser test calls never send e-mails: they are not callers.
 */
export const isUrgentCall = (call: EndedCall) => call.type !== 'webCall' && isUrgentOutcome(call.outcome);
