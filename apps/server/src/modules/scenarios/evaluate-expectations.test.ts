import { describe, expect, it } from 'vitest';
import type { Expectation } from '@portal/shared/agents/scenarios';
import type { Conversation, ToolUse } from './conversation.ts';
import { evaluateExpectations, type AgentFacts } from './evaluate-expectations.ts';

const facts: AgentFacts = {
  forwardingNumber: '+15125550100',
  cannotBook: null,
  requiredDetails: [
    { argument: 'full_name', label: 'full name' },
    { argument: 'phone_number', label: 'phone number' },
  ],
  endCallMessage: 'We look forward to seeing you!',
};

const said = (...texts: string[]): Conversation['lines'] => texts.map((text) => ({ speaker: 'agent', text }));
const tool = (name: string, args: Record<string, unknown>, result: string | null = null): ToolUse => ({
  id: `call_${name}`,
  name,
  arguments: args,
  result,
});
const conversation = (lines: Conversation['lines'], tools: ToolUse[] = []): Conversation => ({ lines, tools });

const check = (expectation: Expectation, talk: Conversation, agent: AgentFacts = facts) =>
  evaluateExpectations([expectation], talk, agent)[0]!;

const BOOKED = 'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.';
const janeBooking = { start: '2030-11-27T10:00', full_name: 'Jane Doe', phone_number: '512-555-0142' };

describe('booked', () => {
  it('passes on a booking the tool confirmed, saying when', () => {
    const talk = conversation(said('You are booked.'), [tool('book_appointment', janeBooking, BOOKED)]);
    expect(check({ kind: 'booked' }, talk)).toEqual({
      expectation: { kind: 'booked' },
      passed: true,
      reason: 'Booked Friday, November 27 at 10:00 AM.',
    });
  });

  it('fails with what the agent said when it never tried to book', () => {
    const talk = conversation(said("I'm sorry, I can't book appointments, but I can take a message."));
    expect(check({ kind: 'booked' }, talk).reason).toBe(
      "No appointment was booked: the agent said “I'm sorry, I can't book appointments, but I can take a message.”.",
    );
    const off = { ...facts, cannotBook: 'booking is turned off for this agent' };
    expect(check({ kind: 'booked' }, talk, off).reason).toMatch(/\(booking is turned off for this agent\)\.$/);
  });

  it('fails with the booking tool’s answer when it refused', () => {
    const talk = conversation(said('Sorry.'), [
      tool('book_appointment', janeBooking, 'That time is no longer available.'),
    ]);
    expect(check({ kind: 'booked' }, talk)).toMatchObject({
      passed: false,
      reason: 'No appointment was booked: the booking tool answered “That time is no longer available.”.',
    });
  });
});

describe('transferred', () => {
  it('passes on a transfer to the forwarding number, however it is written', () => {
    const talk = conversation(said('Transferring you now.'), [
      tool('transferCall', { destination: '+1 512 555 0100' }),
    ]);
    expect(check({ kind: 'transferred' }, talk)).toMatchObject({
      passed: true,
      reason: 'Transferred to +15125550100.',
    });
    const asObject = conversation(
      [],
      [tool('transferCall', { destination: { type: 'number', number: '+15125550100' } })],
    );
    expect(check({ kind: 'transferred' }, asObject).passed).toBe(true);
  });

  it('fails on a transfer elsewhere, or none', () => {
    const elsewhere = conversation([], [tool('transferCall', { destination: '+15125550999' })]);
    expect(check({ kind: 'transferred' }, elsewhere).reason).toBe(
      'Transferred to +15125550999, not the forwarding number +15125550100.',
    );
    const none = conversation(said('I can take a message.'));
    expect(check({ kind: 'transferred' }, none).reason).toBe(
      'The call was not transferred: the agent said “I can take a message.”.',
    );
    expect(check({ kind: 'transferred' }, none, { ...facts, forwardingNumber: null }).reason).toMatch(
      /\(no forwarding number is set up\)\.$/,
    );
  });
});

describe('urgent_message', () => {
  it('passes when the agent says the message is urgent, or transfers the call', () => {
    const talk = conversation(said('I have marked your message as URGENT; the team will call you back.'));
    expect(check({ kind: 'urgent_message' }, talk)).toMatchObject({ passed: true });
    expect(check({ kind: 'urgent_message' }, talk).reason).toMatch(/^Marked the matter urgent: “/);
    const transfer = conversation([], [tool('transferCall', { destination: '+15125550100' })]);
    expect(check({ kind: 'urgent_message' }, transfer).reason).toBe('Transferred the urgent call to +15125550100.');
  });

  it('fails when neither happened', () => {
    const talk = conversation(said('Can I help with anything else?'));
    expect(check({ kind: 'urgent_message' }, talk)).toMatchObject({
      passed: false,
      reason: 'Did not say the matter is urgent or transfer the call: the agent said “Can I help with anything else?”.',
    });
  });
});

describe('mentions and not_mentions', () => {
  const talk = conversation([
    { speaker: 'caller', text: 'Is it $299?' },
    { speaker: 'tool', text: 'check_availability → $299' },
    ...said('Whitening is $299 at our office.'),
  ]);

  it('look in the agent’s lines only, ignoring case', () => {
    expect(check({ kind: 'mentions', text: '$299' }, talk)).toMatchObject({
      passed: true,
      reason: 'Mentioned “$299”.',
    });
    expect(check({ kind: 'mentions', text: 'OUR OFFICE' }, talk).passed).toBe(true);
    const callerOnly = conversation([{ speaker: 'caller', text: 'Is it $299?' }, ...said('Let me check.')]);
    expect(check({ kind: 'mentions', text: '$299' }, callerOnly)).toMatchObject({
      passed: false,
      reason: 'Did not mention “$299”.',
    });
  });

  it('not_mentions fails quoting the line', () => {
    expect(check({ kind: 'not_mentions', text: 'whitening' }, talk)).toMatchObject({
      passed: false,
      reason: 'Mentioned “whitening”: “Whitening is $299 at our office.”.',
    });
    expect(check({ kind: 'not_mentions', text: 'insurance' }, talk)).toMatchObject({
      passed: true,
      reason: 'Did not mention “insurance”.',
    });
  });
});

describe('collected_fields', () => {
  it('passes when a booking carried every required detail', () => {
    const talk = conversation([], [tool('book_appointment', janeBooking, BOOKED)]);
    expect(check({ kind: 'collected_fields' }, talk)).toMatchObject({
      passed: true,
      reason: 'The booking had every required detail: full name, phone number.',
    });
  });

  it('names the details a booking lacked', () => {
    const talk = conversation([], [tool('book_appointment', { start: '2030-11-27T10:00', full_name: 'Jane' })]);
    expect(check({ kind: 'collected_fields' }, talk)).toMatchObject({
      passed: false,
      reason: 'The booking was missing: phone number.',
    });
  });

  it('without a booking, checks each required detail was asked for', () => {
    const asked = conversation(said('May I have your name?', 'And the best phone number to reach you?'));
    expect(check({ kind: 'collected_fields' }, asked)).toMatchObject({
      passed: true,
      reason: 'Asked for every required detail: full name, phone number.',
    });
    const withEmail = {
      ...facts,
      requiredDetails: [...facts.requiredDetails, { argument: 'email', label: 'e-mail address' }],
    };
    expect(check({ kind: 'collected_fields' }, asked, withEmail)).toMatchObject({
      passed: false,
      reason: 'Did not ask for: e-mail address.',
    });
  });
});

describe('ended_politely', () => {
  it('passes on an endCall, the owner’s end-of-call message or a goodbye', () => {
    expect(check({ kind: 'ended_politely' }, conversation([], [tool('endCall', {})])).reason).toBe('Ended the call.');
    expect(check({ kind: 'ended_politely' }, conversation(said('Thanks! We look forward to seeing you!'))).passed).toBe(
      true,
    );
    expect(check({ kind: 'ended_politely' }, conversation(said('Okay, have a great day!'))).reason).toBe(
      'Said goodbye: “Okay, have a great day!”.',
    );
  });

  it('looks at the last thing the agent said', () => {
    const talk = conversation(said('Goodbye!', 'Actually, one more thing: is there anything else?'));
    expect(check({ kind: 'ended_politely' }, talk)).toMatchObject({
      passed: false,
      reason:
        'Did not end politely: the last thing the agent said was “Actually, one more thing: is there anything else?”.',
    });
    expect(check({ kind: 'ended_politely' }, conversation([])).reason).toBe(
      'Did not end politely: the agent said nothing.',
    );
  });
});

it('quotes long lines shortened', () => {
  const long = `I can't book. ${'x'.repeat(400)}`;
  const reason = check({ kind: 'booked' }, conversation(said(long))).reason;
  expect(reason.length).toBeLessThan(220);
  expect(reason).toMatch(/…”\.$/);
});
