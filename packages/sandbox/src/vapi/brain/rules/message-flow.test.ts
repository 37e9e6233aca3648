import { describe, expect, it } from 'vitest';
import { advanceMessage, ANYTHING_ELSE, startMessage, startMessageAfter } from './message-flow.ts';
import { dentalBrief, stateFor, turnFor } from './testing.ts';

describe('message flow', () => {
  it('asks for the name first, after the lead', () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    startMessage(context, 'I can take a message for the team.');
    expect(context.turn.say).toEqual(["I can take a message for the team. What's your name?"]);
    expect(state.flow).toBe('message');
  });
  it('asks the owner’s own questions before what to pass on, and skips what is known', () => {
    const state = stateFor(dentalBrief({ infoToCollect: ['Phone number', 'How did you hear about us'] }));
    state.known.set('name', 'Jane');
    const { context } = turnFor(state);
    startMessage(context);
    expect(context.turn.say).toEqual(["What's the best phone number to reach you?"]);
    state.known.set('phone', '+15125550142');
    advanceMessage(context);
    expect(context.turn.say.at(-1)).toBe('How did you hear about us?');
    state.known.set('item:How did you hear about us', 'A friend');
    advanceMessage(context);
    expect(context.turn.say.at(-1)).toBe('What would you like me to pass on?');
  });
  it('thanks the caller by name once the message is given', () => {
    const state = stateFor(dentalBrief());
    state.known.set('name', 'Jane Doe');
    state.known.set('phone', '+15125550142');
    state.known.set('message', 'Call me back');
    const { context } = turnFor(state);
    advanceMessage(context);
    expect(context.turn.say).toEqual([
      "Thanks, Jane Doe. I'll pass your message on and the team will get back to you.",
      ANYTHING_ELSE,
    ]);
    expect(state).toMatchObject({ flow: null, messageTaken: true, pending: { kind: 'anything-else' } });
  });
  it('takes a second message as a new one', () => {
    const state = stateFor(dentalBrief());
    state.known.set('name', 'Jane Doe');
    state.known.set('phone', '+15125550142');
    state.known.set('message', 'First message');
    const { context } = turnFor(state);
    startMessage(context);
    expect(context.turn.say).toEqual(['What would you like me to pass on?']);
  });
  it('after words that asked its question already, waits for the answer instead of asking again', () => {
    const state = stateFor(dentalBrief());
    state.known.set('message', 'An earlier message');
    const { context } = turnFor(state);
    startMessageAfter(context, "Sorry, nobody could take your call. What's your name?");
    expect(context.turn.say).toEqual([]);
    expect(state).toMatchObject({ flow: 'message', pending: { kind: 'detail', detail: { key: 'name' } } });
    expect(state.known.has('message')).toBe(false);
    const other = stateFor(dentalBrief());
    const next = turnFor(other).context;
    startMessageAfter(next, 'Sorry, that line is busy.');
    expect(next.turn.say).toEqual(["What's your name?"]);
  });
});
