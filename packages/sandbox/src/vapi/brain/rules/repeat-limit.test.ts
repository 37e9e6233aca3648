import { describe, expect, it } from 'vitest';
import { ASK_DAY } from './booking-flow.ts';
import type { CallState } from './call-state.ts';
import { QUESTIONS } from './details.ts';
import { limitRepeats } from './repeat-limit.ts';
import { GOING_IN_CIRCLES, OFFER_HELP_QUESTION, OFFER_MESSAGE_QUESTION } from './replies.ts';
import { dentalBrief, stateFor, transferTool, turnFor } from './testing.ts';

/** A turn that ends asking `question` while the agent waits for the day. */
function askDay(state: CallState, ...said: string[]) {
  const { context } = turnFor(state);
  state.flow = 'booking';
  state.pending = { kind: 'booking-day' };
  context.turn.say.push(...said);
  limitRepeats(context);
  return context.turn.say;
}

describe('limitRepeats', () => {
  it('lets a question be asked three times in a row, then offers a message instead', () => {
    const state = stateFor(dentalBrief());
    expect(askDay(state, 'Is there another day that works for you?')).toEqual([
      'Is there another day that works for you?',
    ]);
    expect(askDay(state, 'Thanks.', ASK_DAY)).toEqual(['Thanks.', ASK_DAY]);
    expect(askDay(state, ASK_DAY)).toEqual([ASK_DAY]);
    expect(askDay(state, `Sorry, I didn't catch that. ${ASK_DAY}`)).toEqual([
      "Sorry, I didn't catch that.",
      `${GOING_IN_CIRCLES} ${OFFER_MESSAGE_QUESTION}`,
    ]);
    expect(state).toMatchObject({ flow: null, pending: { kind: 'offer-message' }, asked: null });
  });

  it('offers a person too when the owner lets the agent put callers through', () => {
    const state = stateFor(dentalBrief({ forwarding: { instructions: null } }), [transferTool()]);
    for (let times = 0; times < 3; times += 1) askDay(state, ASK_DAY);
    expect(askDay(state, ASK_DAY)).toEqual([`${GOING_IN_CIRCLES} ${OFFER_HELP_QUESTION}`]);
    expect(state.pending).toEqual({ kind: 'offer-help' });
  });

  it('counts afresh once the agent asks something else', () => {
    const state = stateFor(dentalBrief());
    askDay(state, ASK_DAY);
    askDay(state, ASK_DAY);
    const { context } = turnFor(state);
    state.pending = { kind: 'detail', detail: { key: 'name', question: QUESTIONS.name }, retried: false };
    context.turn.say.push(QUESTIONS.name);
    limitRepeats(context);
    expect(state.asked).toEqual({ key: 'detail:name', times: 1 });
    expect(askDay(state, ASK_DAY)).toEqual([ASK_DAY]);
  });
});
