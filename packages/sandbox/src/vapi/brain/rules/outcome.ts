import type { CallOutcome, CallOutcomeKind } from '@portal/shared/call-outcome';
import type { CallState } from './call-state.ts';
import { bookingRequest } from './booking-flow.ts';
import { itemDetail } from './details.ts';

/**
 * The call's outcome from what the brain did, not from a reading of the transcript: it knows
 * whether the webhook confirmed a booking (or moved or cancelled one), whether it transferred,
 * what message it took.
 */

// The outcome schema's limits.
const MAX_QUESTIONS = 20;
const MAX_QUESTION = 500;
const MAX_MESSAGE = 2000;
const MAX_COLLECTED = 30;

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

function kind(state: CallState): CallOutcomeKind {
  if (!state.callerSpoke) return 'hung_up_early';
  if (state.spam) return 'spam';
  if (state.urgent) return 'urgent';
  // The last booking made, moved or cancelled on the call is what came of it.
  if (state.lastChange) return state.lastChange.kind;
  if (state.transferred) return 'transferred';
  if (state.messageTaken) return 'message_taken';
  if (state.unansweredQuestions.length) return 'question_unanswered';
  return 'answered';
}

/** Each item the owner asked to collect (every caller, and urgent callers), with the caller's answer. */
function collected(state: CallState): CallOutcome['collected'] {
  const items = [...(state.brief?.infoToCollect ?? []), ...(state.urgent ? (state.brief?.urgent?.collect ?? []) : [])];
  const seen = new Set<string>();
  return items
    .flatMap((item) => {
      const value = state.known.get(itemDetail(item).key);
      if (!value || seen.has(item)) return [];
      seen.add(item);
      return [{ item: item.slice(0, 200), value: value.slice(0, 1000) }];
    })
    .slice(0, MAX_COLLECTED);
}

export function buildOutcome(state: CallState): CallOutcome {
  const message = state.urgent?.description ?? state.known.get('message') ?? bookingRequest(state);
  const reason = state.urgent?.situation ?? state.known.get('reason') ?? state.lastChange?.reason;
  const outcome: CallOutcome = {
    outcome: kind(state),
    unansweredQuestions: state.unansweredQuestions
      .slice(0, MAX_QUESTIONS)
      .map((question) => question.slice(0, MAX_QUESTION)),
    urgent: state.urgent !== null,
    collected: collected(state),
  };
  const optional = {
    message: clip(message, MAX_MESSAGE),
    callerName: clip(state.known.get('name'), 200),
    callerPhone: clip(state.known.get('phone'), 50),
    callerEmail: clip(state.known.get('email'), 320),
    reason: clip(reason, 500),
  };
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(outcome, { [key]: value });
  return outcome;
}
