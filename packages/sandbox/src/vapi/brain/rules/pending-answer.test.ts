import { describe, expect, it } from 'vitest';
import { QUESTIONS } from './details.ts';
import { answerPending, questionOf, resumable } from './pending-answer.ts';
import { DECLINED_OFFER, HOW_CAN_I_HELP } from './replies.ts';
import { dentalBrief, stateFor, transferTool, turnFor } from './testing.ts';

const askingPhone = {
  kind: 'detail' as const,
  detail: { key: 'phone' as const, question: QUESTIONS.phone },
  retried: false,
};

describe('answerPending', () => {
  it('takes a detail and goes on with the flow', async () => {
    const state = stateFor(dentalBrief());
    state.flow = 'message';
    state.known.set('name', 'Jane');
    const { context } = turnFor(state);
    expect(await answerPending(context, askingPhone, '512-555-0142')).toBe(true);
    expect(context.turn.say).toEqual([QUESTIONS.message]);
  });
  it('asks once more when the answer is not the detail, then moves on', async () => {
    const state = stateFor(dentalBrief());
    state.flow = 'message';
    state.known.set('name', 'Jane');
    const first = turnFor(state);
    await answerPending(first.context, askingPhone, 'the usual');
    expect(first.context.turn.say).toEqual([`Sorry, I didn't catch that. ${QUESTIONS.phone}`]);
    const second = turnFor(state);
    await answerPending(second.context, { ...askingPhone, retried: true }, 'the usual');
    expect(second.context.turn.say).toEqual([QUESTIONS.message]);
    expect(state.declined.has('phone')).toBe(true);
  });
  it('leaves a question asked instead of an answer for the brain', async () => {
    const state = stateFor(dentalBrief());
    state.flow = 'message';
    const { context } = turnFor(state);
    expect(await answerPending(context, askingPhone, 'Do you take insurance?')).toBe(false);
    expect(context.turn.say).toEqual([]);
  });
  it('starts a message on a yes to the offer, and lets it go on a no', async () => {
    const yes = stateFor(dentalBrief());
    const accepted = turnFor(yes);
    await answerPending(accepted.context, { kind: 'offer-message' }, 'Yes please');
    expect(accepted.context.turn.say).toEqual(["What's your name?"]);
    const no = stateFor(dentalBrief());
    const declined = turnFor(no);
    await answerPending(declined.context, { kind: 'offer-message' }, 'No thanks');
    expect(declined.context.turn.say).toEqual([DECLINED_OFFER]);
    expect(await answerPending(turnFor(no).context, { kind: 'offer-message' }, 'How much is whitening?')).toBe(false);
    expect(await answerPending(turnFor(no).context, { kind: 'offer-message' }, 'No, but what are your hours?')).toBe(
      false,
    );
  });
  it('ends the call on a no to "anything else?"', async () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    await answerPending(context, { kind: 'anything-else' }, 'No, thank you');
    expect(context.turn.end).toEqual({ reason: 'assistant-ended-call' });
    expect(await answerPending(turnFor(state).context, { kind: 'anything-else' }, 'No, how much is a cleaning?')).toBe(
      false,
    );
    const more = turnFor(state);
    await answerPending(more.context, { kind: 'anything-else' }, 'Yes');
    expect(more.context.turn.say).toEqual([HOW_CAN_I_HELP]);
  });
});

describe('the offer of a message or a person', () => {
  const offered = () => {
    const state = stateFor(dentalBrief({ forwarding: { instructions: null } }), [transferTool()]);
    return { state, ...turnFor(state) };
  };
  it('takes a message on a yes or on the word', async () => {
    for (const answer of ['Yes please', 'A message is fine']) {
      const { context } = offered();
      expect(await answerPending(context, { kind: 'offer-help' }, answer)).toBe(true);
      expect(context.turn.say).toEqual(["What's your name?"]);
    }
  });
  it('puts the caller through when they ask for someone', async () => {
    const { state, context } = offered();
    expect(await answerPending(context, { kind: 'offer-help' }, 'Someone, please')).toBe(true);
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
    expect(state.transferred).toBe(true);
  });
  it('takes a short no as no, and leaves anything else for the brain', async () => {
    const { context } = offered();
    expect(await answerPending(context, { kind: 'offer-help' }, 'No thanks')).toBe(true);
    expect(context.turn.say).toEqual([DECLINED_OFFER]);
    expect(await answerPending(offered().context, { kind: 'offer-help' }, 'How much is whitening?')).toBe(false);
  });
});

describe('resumable and questionOf', () => {
  it('asks a flow’s question again, but not an offer', () => {
    expect(resumable(askingPhone)).toBe(true);
    expect(resumable({ kind: 'booking-confirm' })).toBe(true);
    expect(resumable({ kind: 'offer-message' })).toBe(false);
    expect(questionOf(askingPhone)).toBe(QUESTIONS.phone);
    expect(questionOf({ kind: 'booking-confirm' })).toBe('Shall I book it?');
  });
});
