import { say, type Pending, type TurnContext } from './call-state.ts';
import { canPutThrough } from './interruptions.ts';
import { advanceMessage } from './message-flow.ts';
import { resumable } from './pending-answer.ts';
import { GOING_IN_CIRCLES, GREETING_REPLY, NOT_HEARD, OFFER_HELP_QUESTION, OFFER_MESSAGE_QUESTION } from './replies.ts';
import { advanceUrgent } from './urgent-flow.ts';

/**
 * A question is asked at most three times in a row: once, and again twice (after a question of
 * the caller's, or an answer it could not read). A fourth time it is not asked: the agent offers
 * a message, or a person when it may put the caller through (while it takes a message already, it
 * goes on without that detail), so a caller it cannot understand never keeps hearing the same
 * question.
 */

const MOST_TIMES_ASKED = 3;

/** What the agent waits for, so that "Is there another day…?" and "What day…?" count as one question. */
function keyOf(pending: Pending): string {
  if (pending.kind === 'detail') return `detail:${pending.detail.key}`;
  return pending.kind === 'manage' ? `manage:${pending.step.ask}` : pending.kind;
}

// The last sentence of what the agent said, when it is a question.
const LAST_QUESTION = /(?:^|(?<=[.!?]\s))[^.!?]*\?\s*$/;

/** Counts the question this turn ends with and, past the limit, offers help instead of asking it again. */
export function limitRepeats(context: TurnContext) {
  const { state, turn } = context;
  const pending = state.pending;
  if (!pending || !resumable(pending) || turn.end) {
    state.asked = null;
    return;
  }
  const last = turn.say.at(-1);
  // The reply to a hello or to silence asks nothing of the flow again.
  if (!last || !LAST_QUESTION.test(last) || last === GREETING_REPLY || last === NOT_HEARD) return;
  const key = keyOf(pending);
  const times = state.asked?.key === key ? state.asked.times + 1 : 1;
  state.asked = { key, times };
  if (times <= MOST_TIMES_ASKED) return;
  const before = last.replace(LAST_QUESTION, '').trim();
  if (before) turn.say[turn.say.length - 1] = before;
  else turn.say.pop();
  state.asked = null;
  // Taking a message already, the agent goes on without the detail rather than offer a message.
  if (pending.kind === 'detail' && (state.flow === 'message' || state.flow === 'urgent')) {
    state.declined.add(pending.detail.key);
    return state.flow === 'message' ? advanceMessage(context) : advanceUrgent(context);
  }
  state.flow = null;
  if (canPutThrough(state)) {
    state.pending = { kind: 'offer-help' };
    say(context, `${GOING_IN_CIRCLES} ${OFFER_HELP_QUESTION}`);
  } else {
    state.pending = { kind: 'offer-message' };
    say(context, `${GOING_IN_CIRCLES} ${OFFER_MESSAGE_QUESTION}`);
  }
}
