import { describe, expect, it } from 'vitest';
import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { ANYTHING_ELSE } from './message-flow.ts';
import { defaultHours } from '@portal/shared/agents/hours';
import { briefDestination, dentalBrief, forwardingTo, stateFor, transferTool, turnFor } from './testing.ts';
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
  it('forwards to the destination the brief names for urgent calls', () => {
    const { tool } = forwardingTo([briefDestination(), briefDestination({ number: '+15125550199' })]);
    const brief = dentalBrief({
      urgent: { situations: ['Broken tooth'], action: 'forward_call', collect: [], transferTo: '+15125550199' },
    });
    const state = stateFor(brief, [tool]);
    const { context } = turnFor(state);
    startUrgent(context, 'My tooth fell out', null);
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550199' });
  });
  it('takes an urgent message instead outside the urgent destination’s hours', () => {
    const onCall = briefDestination({ number: '+15125550199', ringWhen: 'own_hours', hours: defaultHours() });
    const brief = dentalBrief({
      urgent: {
        situations: ['Broken tooth'],
        action: 'forward_call',
        collect: [],
        transferTo: '+15125550199',
        destination: onCall,
      },
    });
    // Saturday 28 November 2026, 11:00 in New York; forwarding is off, the tool lists the urgent line alone.
    const state = stateFor(brief, [transferTool('+15125550199')], new Date('2026-11-28T16:00:00Z'));
    const { context } = turnFor(state);
    startUrgent(context, 'My tooth fell out', null);
    expect(context.turn.say).toEqual([URGENT_NOTED, ANYTHING_ELSE]);
    expect(context.turn.end).toBeUndefined();
    expect(state.transferred).toBe(false);
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
