import { describe, expect, it } from 'vitest';
import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { ANYTHING_ELSE } from './message-flow.ts';
import { dentalBrief, stateFor, transferTool, turnFor } from './testing.ts';
import { advanceUrgent, startUrgent, URGENT_NOTED } from './urgent-flow.ts';

const policy = (action: 'forward_call' | 'take_message', collect: string[]) =>
  dentalBrief({ urgent: { situations: ['Broken tooth'], action, collect } });

describe('urgent flow', () => {
  it('asks the checklist after saying the team will help, skipping the reason already given', () => {
    const state = stateFor(policy('take_message', ['Reason for Call', 'Full Name']), [transferTool()]);
    const { context } = turnFor(state);
    startUrgent(context, 'I broke my tooth', 'Broken tooth');
    expect(context.turn.say).toEqual([
      "I'm sorry to hear that. Let me get a few details so the team can help right away. May I have your full name?",
    ]);
    expect(state.urgent).toEqual({ description: 'I broke my tooth', situation: 'Broken tooth' });
    expect(state.known.get('reason')).toBe('I broke my tooth');
  });
  it('forwards to the transfer destination once the checklist is done', () => {
    const state = stateFor(policy('forward_call', ['Full Name']), [transferTool('+15125550199')]);
    state.known.set('name', 'Jane');
    const { context } = turnFor(state);
    startUrgent(context, 'My tooth fell out', null);
    expect(context.turn.say).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550199' });
  });
  it('marks the matter urgent for a call back when the owner takes messages', () => {
    const state = stateFor(policy('take_message', []), [transferTool()]);
    const { context } = turnFor(state);
    startUrgent(context, 'My tooth fell out', null);
    expect(context.turn.say).toEqual([URGENT_NOTED, ANYTHING_ELSE]);
    expect(context.turn.end).toBeUndefined();
    expect(state.pending).toEqual({ kind: 'anything-else' });
  });
  it('takes the message when forwarding has no transfer tool to use', () => {
    const state = stateFor(policy('forward_call', []));
    state.urgent = { description: 'My tooth fell out', situation: null };
    state.flow = 'urgent';
    const { context } = turnFor(state);
    advanceUrgent(context);
    expect(context.turn.say[0]).toBe(URGENT_NOTED);
    expect(state.flow).toBeNull();
  });
});
