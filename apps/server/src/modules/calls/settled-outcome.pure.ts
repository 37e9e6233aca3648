import { isUrgentOutcome, type CallOutcome, type CallOutcomeKind } from '@portal/shared/call-outcome';

/** What the portal itself recorded of a call, whatever the agent's model says happened on it. */
export type RecordedFacts = {
  /** The appointment our booking tool wrote into the owner's calendar during the call. */
  appointment: unknown;
  /** What the booking tools did during the call, in order (booked, moved, cancelled). */
  appointmentChanges?: readonly { kind: 'booked' | 'rescheduled' | 'cancelled' }[];
  /** The voice platform's reason, which says when the call was forwarded to a person. */
  endedReason: string | null;
  transcript: string | null;
};

const FORWARDED = 'assistant-forwarded-call';
const CALLER_TURN = /^\s*(User|Customer):\s*\S/im;

const EMPTY: Omit<CallOutcome, 'outcome'> = { unansweredQuestions: [], urgent: false, collected: [] };

/** The outcomes only a booking tool can make happen. */
const BOOKING_OUTCOMES: readonly CallOutcomeKind[] = ['booked', 'rescheduled', 'cancelled'];

/**
 * Booked, moved, cancelled or transferred as the portal's own records show (the last change to a
 * booking is what the call came to); null when they show none of these.
 */
function recordedKind(facts: RecordedFacts): CallOutcomeKind | null {
  const lastChange = facts.appointmentChanges?.at(-1);
  if (lastChange) return lastChange.kind;
  if (facts.appointment) return 'booked';
  if (facts.endedReason === FORWARDED) return 'transferred';
  return null;
}

/**
 * The outcome to keep: the agent's report where our records agree with it, our records where they
 * do not (a booking the model forgot, a booking it claims that no tool made), and, when the report
 * is missing, what the records and the transcript alone can tell. An urgent matter always stays
 * urgent: it is what the owner must see first.
 */
export function settledOutcome(reported: CallOutcome | null, facts: RecordedFacts): CallOutcome | null {
  const recorded = recordedKind(facts);
  if (!reported) {
    if (recorded) return { outcome: recorded, ...EMPTY };
    // A caller who never said a word hung up (or was silent) before anything could be done.
    return CALLER_TURN.test(facts.transcript ?? '') ? null : { outcome: 'hung_up_early', ...EMPTY };
  }
  if (isUrgentOutcome(reported)) return reported;
  if (recorded) return { ...reported, outcome: recorded };
  // A message the caller left (a request to be called back is one) is a message taken, whatever
  // else the model says came of the call: it is what the owner has to answer.
  const leftMessage = !!reported.message?.trim();
  if (BOOKING_OUTCOMES.includes(reported.outcome)) {
    const next: CallOutcomeKind = leftMessage ? 'message_taken' : 'answered';
    return { ...reported, outcome: next };
  }
  if (leftMessage && (reported.outcome === 'answered' || reported.outcome === 'question_unanswered')) {
    return { ...reported, outcome: 'message_taken' };
  }
  return reported;
}
