import { describe, expect, it } from 'vitest';
import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { goodbye, handlePerson, handleUrgent, urgentIn } from './interruptions.ts';
import { NO_TRANSFER } from './replies.ts';
import { defaultHours } from '@portal/shared/agents/hours';
import {
  bookingTools,
  briefDestination,
  dentalBrief,
  forwardingTo,
  stateFor,
  transferTool,
  turnFor,
} from './testing.ts';

const urgentBrief = dentalBrief({
  urgent: { situations: ['Broken tooth', 'swelling'], action: 'take_message', collect: [] },
});

describe('goodbye', () => {
  it('says the goodbye and ends the call', () => {
    const state = stateFor(dentalBrief({ endCallMessage: 'Have a great day!' }));
    const { context } = turnFor(state);
    state.pending = { kind: 'booking-day' };
    goodbye(context);
    expect(context.turn).toEqual({ say: ['Have a great day!'], tools: [], end: { reason: 'assistant-ended-call' } });
    expect(state.pending).toBeNull();
  });
});

describe('urgentIn', () => {
  it('names the owner’s situation, or null for an urgent word alone', () => {
    const state = stateFor(urgentBrief);
    expect(urgentIn(state, 'My face has swelling since last night')).toBe('swelling');
    expect(urgentIn(state, 'It is urgent')).toBeNull();
    expect(urgentIn(state, 'How much is whitening?')).toBeUndefined();
  });
  it('takes a question about emergency care for a question', () => {
    const state = stateFor(urgentBrief);
    expect(urgentIn(state, 'Do you handle emergencies?')).toBeUndefined();
    expect(urgentIn(state, 'What are your emergency hours?')).toBeUndefined();
  });
  it('does not start again once the call is urgent', () => {
    const state = stateFor(urgentBrief);
    state.urgent = { description: 'My tooth broke', situation: 'Broken tooth' };
    expect(urgentIn(state, 'It is urgent!')).toBeUndefined();
  });
});

describe('handleUrgent', () => {
  it('starts the urgent flow with a policy, a message without one', () => {
    const withPolicy = stateFor(urgentBrief);
    handleUrgent(turnFor(withPolicy).context, 'My tooth broke', 'Broken tooth');
    expect(withPolicy.urgent).not.toBeNull();
    const without = stateFor(dentalBrief());
    const { context } = turnFor(without);
    handleUrgent(context, 'It is urgent', null);
    expect(without.urgent).toBeNull();
    expect(without.flow).toBe('message');
    expect(context.turn.say).toEqual(["I can take a message for the team. What's your name?"]);
  });
});

describe('handlePerson', () => {
  it('transfers when forwarding is on', () => {
    const state = stateFor(dentalBrief({ forwarding: { instructions: null } }), [transferTool('+15125550100')]);
    const { context } = turnFor(state);
    handlePerson(context, 'Can I talk to someone?');
    expect(context.turn.say).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
    expect(state.transferred).toBe(true);
  });
  it('transfers for an assistant without a brief that has the tool', () => {
    const state = stateFor(null, [transferTool('+15125550100')]);
    const { context } = turnFor(state);
    handlePerson(context, 'Can I talk to someone?');
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
  });
  it('takes a message when the transfer line is for urgent calls only', () => {
    const state = stateFor(dentalBrief({ forwarding: null }), [transferTool()]);
    const { context } = turnFor(state);
    handlePerson(context, 'Can I talk to someone?');
    expect(context.turn.end).toBeUndefined();
    expect(context.turn.say).toEqual([`${NO_TRANSFER} What's your name?`]);
  });
  it('asks the message’s question again when a message is already being taken', () => {
    const state = stateFor(dentalBrief());
    state.flow = 'message';
    state.pending = { kind: 'detail', detail: { key: 'phone', question: 'What number?' }, retried: false };
    const { context } = turnFor(state);
    handlePerson(context, 'Can I talk to someone?');
    expect(context.turn.say).toEqual([`${NO_TRANSFER} What number?`]);
  });
});

describe('handlePerson with several destinations', () => {
  const billing = briefDestination({ name: 'Billing', number: '+15125550101', reason: 'Billing questions' });
  const desk = briefDestination({ ringWhen: 'open_hours', hours: defaultHours() });

  it('puts the caller through to the destination their words are about', () => {
    const { brief, tool } = forwardingTo([desk, billing]);
    const state = stateFor(brief, [tool]);
    const { context } = turnFor(state);
    handlePerson(context, 'Can I talk to someone about my bill?');
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550101' });
    expect(state.transfer).toMatchObject({ destination: { name: 'Billing' }, about: 'Billing questions' });
  });

  it('outside the destination’s hours says when someone is there and takes a message', () => {
    const { brief, tool } = forwardingTo([desk, billing]);
    // Thursday 26 November 2026, 18:00 in New York: the front desk has gone home.
    const state = stateFor(brief, [tool], new Date('2026-11-26T23:00:00Z'));
    const { context } = turnFor(state);
    handlePerson(context, 'I want to speak to a person');
    expect(context.turn.end).toBeUndefined();
    expect(context.turn.say).toEqual([
      "Front desk is available from 9:00 AM tomorrow. I can take a message for the team. What's your name?",
    ]);
    expect(state).toMatchObject({ flow: 'message', transferred: false });
  });
});

describe('booking an appointment type whose words an urgent situation shares', () => {
  it('is a booking, not an emergency', () => {
    const brief = {
      ...dentalBrief(),
      urgent: {
        situations: ['a client locked out of a property for a scheduled showing', 'a gas smell'],
        action: 'take_message' as const,
        collect: [],
      },
      scheduling: { ...dentalBrief().scheduling!, appointmentTypes: ['Property showing', 'Service call'] },
    };
    const state = stateFor(brief, bookingTools);
    expect(urgentIn(state, 'Can I book a property showing on Monday?')).toBeUndefined();
    expect(urgentIn(state, "I'm locked out of the property and the showing is now")).toBe(
      'a client locked out of a property for a scheduled showing',
    );
  });
});
