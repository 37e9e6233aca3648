import { describe, expect, it } from 'vitest';
import { absorbStatedDetails, askFor, nextMissing, takeAnswer } from './collect.ts';
import { QUESTIONS, type Detail } from './details.ts';
import { dentalBrief, stateFor, turnFor } from './testing.ts';

const name: Detail = { key: 'name', question: QUESTIONS.name };
const phone: Detail = { key: 'phone', question: QUESTIONS.phone };
const email: Detail = { key: 'email', question: QUESTIONS.email };
const valve: Detail = { key: 'item:Where the main water valve is', question: 'Where is it?' };

describe('absorbStatedDetails', () => {
  it('keeps what the caller stated, whatever was asked', () => {
    const state = stateFor(dentalBrief());
    absorbStatedDetails(state, "I'm Jane Doe, 512-555-0142, and I'm a new patient because my tooth hurts");
    expect(Object.fromEntries(state.known)).toEqual({
      name: 'Jane Doe',
      phone: '+15125550142',
      clientStatus: 'new',
      reason: 'my tooth hurts',
    });
  });
  it('does not replace a reason already known', () => {
    const state = stateFor(dentalBrief());
    state.known.set('reason', 'Cleaning');
    absorbStatedDetails(state, 'because it is time');
    expect(state.known.get('reason')).toBe('Cleaning');
  });
});

describe('nextMissing and askFor', () => {
  it('skips details known or declined, and asks the next one', () => {
    const state = stateFor(dentalBrief());
    state.known.set('name', 'Jane');
    state.declined.add('phone');
    expect(nextMissing(state, [name, phone, email])).toBe(email);
    const { context } = turnFor(state);
    askFor(context, email, 'Almost done.');
    expect(context.turn.say).toEqual(["Almost done. What's your e-mail address?"]);
    expect(state.pending).toEqual({ kind: 'detail', detail: email, retried: false });
  });
});

describe('takeAnswer', () => {
  it('takes a name, a phone number and an e-mail from their answers', () => {
    const state = stateFor(dentalBrief());
    expect(takeAnswer(state, name, 'jane doe')).toBe('taken');
    expect(takeAnswer(state, phone, 'It is 512 555 0142')).toBe('taken');
    expect(takeAnswer(state, email, 'jane at example dot com')).toBe('taken');
    expect(Object.fromEntries(state.known)).toEqual({
      name: 'Jane Doe',
      phone: '+15125550142',
      email: 'jane@example.com',
    });
  });
  it('misses an answer that is not the detail', () => {
    const state = stateFor(dentalBrief());
    expect(takeAnswer(state, phone, 'the usual one')).toBe('missed');
    expect(takeAnswer(state, name, 'How much is whitening?')).toBe('missed');
    expect(takeAnswer(state, name, 'Thank you')).toBe('missed');
    expect(state.known.size).toBe(0);
  });
  it('takes a free-text item whole, but not a hesitation', () => {
    const state = stateFor(dentalBrief());
    expect(takeAnswer(state, valve, 'Um...')).toBe('missed');
    expect(takeAnswer(state, valve, 'yes')).toBe('missed');
    expect(takeAnswer(state, valve, '  In the garage,   next to the heater ')).toBe('taken');
    expect(state.known.get(valve.key)).toBe('In the garage, next to the heater');
  });
  it('lets the caller decline', () => {
    const state = stateFor(dentalBrief());
    expect(takeAnswer(state, email, "I don't have one")).toBe('declined');
    expect(takeAnswer(state, phone, 'No')).toBe('declined');
    expect([...state.declined]).toEqual(['email', 'phone']);
    expect(takeAnswer(state, valve, 'No idea')).toBe('taken');
    expect(state.known.get(valve.key)).toBe('No idea');
  });
});
