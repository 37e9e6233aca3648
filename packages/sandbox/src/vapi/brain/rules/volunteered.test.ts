import { describe, expect, it } from 'vitest';
import { ASK_DAY } from './booking-flow.ts';
import { absorbStatedDetails } from './collect.ts';
import { takeVolunteered } from './volunteered.ts';
import { dentalBrief, stateFor, turnFor } from './testing.ts';

describe('takeVolunteered', () => {
  it('thanks a caller for their details and asks what the agent waits for again', () => {
    const state = stateFor(dentalBrief());
    state.known.set('name', 'Lee Wong');
    const { context } = turnFor(state);
    expect(takeVolunteered(context, { kind: 'booking-day' }, 'My name is Lee Wong')).toBe(true);
    expect(context.turn.say).toEqual(['Thanks, Lee Wong.', ASK_DAY]);
    expect(state.pending).toEqual({ kind: 'booking-day' });
  });

  it('takes a name said alone while a question is open, but not a service', () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    expect(takeVolunteered(context, { kind: 'booking-day' }, 'Lee Wong')).toBe(true);
    expect(state.known.get('name')).toBe('Lee Wong');
    const other = stateFor(
      dentalBrief({ scheduling: { ...dentalBrief().scheduling!, appointmentTypes: ['Deep Clean'] } }),
    );
    expect(takeVolunteered(turnFor(other).context, { kind: 'booking-day' }, 'Deep Clean')).toBe(false);
  });

  it('asks how it can help when nothing is open, and leaves anything else alone', () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    const details = "I'm Lee Wong, 512 555 0133";
    absorbStatedDetails(state, details);
    expect(takeVolunteered(context, null, details)).toBe(true);
    expect(context.turn.say).toEqual(['Thanks, Lee Wong.', 'How can I help you today?']);
    expect(takeVolunteered(turnFor(state).context, null, 'Lee Smith')).toBe(false);
    expect(takeVolunteered(turnFor(state).context, null, 'Do you take insurance?')).toBe(false);
  });
});
