import { callOutcomeSchema } from '@portal/shared/call-outcome';
import { describe, expect, it } from 'vitest';
import { buildOutcome } from './outcome.ts';
import { dentalBrief, stateFor } from './testing.ts';

const spoken = (brief = dentalBrief()) => {
  const state = stateFor(brief);
  state.callerSpoke = true;
  return state;
};
const outcome = (state: ReturnType<typeof stateFor>) => callOutcomeSchema.parse(buildOutcome(state));

describe('buildOutcome', () => {
  it('reports a hang-up when the caller said nothing', () => {
    expect(outcome(stateFor(dentalBrief()))).toEqual({
      outcome: 'hung_up_early',
      unansweredQuestions: [],
      urgent: false,
      collected: [],
    });
  });
  it('ranks urgent over booked over transferred over a message over a question', () => {
    const state = spoken();
    state.unansweredQuestions.push('Do you do root canals?');
    expect(outcome(state).outcome).toBe('question_unanswered');
    state.messageTaken = true;
    expect(outcome(state).outcome).toBe('message_taken');
    state.transferred = true;
    expect(outcome(state).outcome).toBe('transferred');
    state.lastChange = { kind: 'booked' };
    expect(outcome(state).outcome).toBe('booked');
    state.urgent = { description: 'My tooth broke', situation: 'Broken tooth' };
    expect(outcome(state)).toMatchObject({
      outcome: 'urgent',
      urgent: true,
      message: 'My tooth broke',
      reason: 'Broken tooth',
    });
  });
  it('reports the last booking made, moved or cancelled, with why the caller called', () => {
    const state = spoken();
    state.lastChange = { kind: 'booked' };
    state.lastChange = { kind: 'rescheduled', reason: 'To move their cleaning' };
    expect(outcome(state)).toMatchObject({ outcome: 'rescheduled', reason: 'To move their cleaning' });
    state.lastChange = { kind: 'cancelled', reason: 'To cancel their exam (away)' };
    expect(outcome(state)).toMatchObject({ outcome: 'cancelled', reason: 'To cancel their exam (away)' });
    state.known.set('reason', 'Tooth ache');
    expect(outcome(state).reason).toBe('Tooth ache');
  });
  it('reports an answered call and the caller’s details', () => {
    const state = spoken();
    state.known.set('name', 'Jane Doe');
    state.known.set('phone', '+15125550142');
    state.known.set('email', 'jane@example.com');
    state.known.set('message', 'Call me back');
    expect(outcome(state)).toEqual({
      outcome: 'answered',
      unansweredQuestions: [],
      urgent: false,
      message: 'Call me back',
      callerName: 'Jane Doe',
      callerPhone: '+15125550142',
      callerEmail: 'jane@example.com',
      collected: [],
    });
  });
  it('lists each item to collect that was answered, urgent items only on an urgent call', () => {
    const state = spoken(
      dentalBrief({
        infoToCollect: ['How did you hear about us', 'Phone number'],
        urgent: { situations: [], action: 'take_message', collect: ['Address'] },
      }),
    );
    state.known.set('item:How did you hear about us', 'A friend');
    state.known.set('phone', '+15125550142');
    state.known.set('address', '45 Elm Street');
    expect(outcome(state).collected).toEqual([
      { item: 'How did you hear about us', value: 'A friend' },
      { item: 'Phone number', value: '+15125550142' },
    ]);
    state.urgent = { description: 'Swelling', situation: null };
    expect(outcome(state).collected.at(-1)).toEqual({ item: 'Address', value: '45 Elm Street' });
  });
  it('keeps within the schema’s limits', () => {
    const state = spoken();
    for (let index = 0; index < 25; index += 1) state.unansweredQuestions.push(`Question ${index} ${'x'.repeat(600)}`);
    state.known.set('message', 'y'.repeat(3000));
    const result = outcome(state);
    expect(result.unansweredQuestions).toHaveLength(20);
    expect(result.unansweredQuestions[0]).toHaveLength(500);
    expect(result.message).toHaveLength(2000);
  });
});
