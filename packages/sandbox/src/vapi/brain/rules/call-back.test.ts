import { describe, expect, it } from 'vitest';
import { takeCallBack } from './call-back.ts';
import { CALL_BACK_LEAD, QUESTION_PASSED_ON } from './replies.ts';
import { dentalBrief, stateFor, turnFor } from './testing.ts';

describe('takeCallBack', () => {
  it('takes the request, less who the caller is, as the message at once', () => {
    const state = stateFor(dentalBrief());
    state.known.set('name', 'Lee Wong');
    state.known.set('phone', '+15125550133');
    const { context } = turnFor(state);
    takeCallBack(context, "Can someone call me back about my crown? I'm Lee Wong, 512 555 0133.");
    expect(state.known.get('message')).toBe('Can someone call me back about my crown?');
    expect(state.messageTaken).toBe(true);
    expect(context.turn.say).toEqual([
      "Thanks, Lee Wong. I'll pass your message on and the team will get back to you.",
      'Is there anything else I can help you with?',
    ]);
  });

  it('answers a question from the facts, or passes it on and keeps it as not answered', () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    takeCallBack(context, 'How much is whitening? And do you offer sedation? Please call me back.');
    expect(context.turn.say).toEqual([
      'Whitening from $299.',
      QUESTION_PASSED_ON,
      `${CALL_BACK_LEAD} What's your name?`,
    ]);
    expect(state.unansweredQuestions).toEqual(['And do you offer sedation?']);
  });

  it('does not answer a topic the owner keeps off the phone, and passes it on with the message', () => {
    const state = stateFor(dentalBrief({ topicsToAvoid: ['Medication advice'] }));
    const { context } = turnFor(state);
    takeCallBack(context, 'What medication advice can you give? Call me back please.');
    expect(context.turn.say).toEqual([`${CALL_BACK_LEAD} What's your name?`]);
    expect(state.known.get('message')).toBe('What medication advice can you give? Call me back please.');
  });
});
