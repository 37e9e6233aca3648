import { describe, expect, it } from 'vitest';
import type { Expectation } from '@portal/shared/agents/scenarios';
import type { Conversation, ToolUse } from './conversation.pure.ts';
import { evaluateExpectations, type AgentFacts } from './evaluate-expectations.pure.ts';

const facts: AgentFacts = {
  forwardingNumber: '+15125550100',
  transferNumbers: ['+15125550100'],
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

describe('managing a booking', () => {
  const FOUND =
    'Upcoming appointments: Appointment – Jane Doe on Tuesday, March 12 at 12:00 PM (appointment id 00000000-0000-4000-8000-000000000000).';
  const MOVED =
    'Moved: the appointment is now on Wednesday, March 13 at 11:00 AM (it was Tuesday, March 12 at 12:00 PM).';
  const CANCELLED = 'Cancelled: the appointment on Tuesday, March 12 at 12:00 PM.';
  const asJane = { full_name: 'Jane Doe', phone_number: '512 555 0123' };
  const id = { appointment_id: '00000000-0000-4000-8000-000000000000' };
  const NONE = 'No upcoming appointment is booked under the number this caller is calling from.';

  it('found_appointment passes once the agent says the time of an appointment the look-up found', () => {
    const talk = conversation(said('Your appointment is on Tuesday, March 12 at 12 PM.'), [
      tool('find_appointments', {}, NONE),
      tool('find_appointments', asJane, FOUND),
    ]);
    expect(check({ kind: 'found_appointment' }, talk)).toEqual({
      expectation: { kind: 'found_appointment' },
      passed: true,
      reason: 'Read back the appointment on Tuesday, March 12 at 12:00 PM.',
    });
  });

  it('found_appointment fails when the agent kept the time to itself, or nothing was found', () => {
    const quiet = conversation(said('I found it. Anything else?'), [tool('find_appointments', asJane, FOUND)]);
    expect(check({ kind: 'found_appointment' }, quiet)).toMatchObject({
      passed: false,
      reason:
        'Found the appointment on Tuesday, March 12 at 12:00 PM but did not say its time: the agent said “I found it. Anything else?”.',
    });
    const none = conversation(said('Sorry.'), [tool('find_appointments', {}, NONE)]);
    expect(check({ kind: 'found_appointment' }, none).reason).toBe(
      `No appointment was found: the look-up tool answered “${NONE}”.`,
    );
    const never = conversation(said("I can't look up appointments, but I can take a message."));
    const off = { ...facts, cannotBook: 'booking is turned off for this agent' };
    expect(check({ kind: 'found_appointment' }, never, off).reason).toBe(
      "No appointment was found: the agent said “I can't look up appointments, but I can take a message.” (booking is turned off for this agent).",
    );
  });

  it('rescheduled passes on a move the tool confirmed, saying from when to when', () => {
    const talk = conversation(said(MOVED), [
      tool('reschedule_appointment', { ...id, new_start: '2030-03-13T10:00' }, 'That time is no longer available.'),
      tool('reschedule_appointment', { ...id, new_start: '2030-03-13T11:00' }, MOVED),
    ]);
    expect(check({ kind: 'rescheduled' }, talk)).toMatchObject({
      passed: true,
      reason: 'Moved the appointment from Tuesday, March 12 at 12:00 PM to Wednesday, March 13 at 11:00 AM.',
    });
  });

  it('rescheduled fails with the tool’s answer, or what the agent said', () => {
    const refused = conversation(said('Sorry.'), [
      tool('reschedule_appointment', { ...id, new_start: '2030-03-13T10:00' }, 'That time is no longer available.'),
    ]);
    expect(check({ kind: 'rescheduled' }, refused).reason).toBe(
      'No appointment was moved: the rescheduling tool answered “That time is no longer available.”.',
    );
    expect(check({ kind: 'rescheduled' }, conversation(said('What day would suit you?'))).reason).toBe(
      'No appointment was moved: the agent said “What day would suit you?”.',
    );
  });

  it('cancelled passes on a cancellation the tool confirmed, and fails without one', () => {
    const talk = conversation(said(CANCELLED), [tool('cancel_appointment', { ...id, reason: 'Away' }, CANCELLED)]);
    expect(check({ kind: 'cancelled' }, talk)).toMatchObject({
      passed: true,
      reason: 'Cancelled the appointment on Tuesday, March 12 at 12:00 PM.',
    });
    const notTheirs = conversation(said('Sorry.'), [
      tool('cancel_appointment', id, 'I could not find that appointment for this caller.'),
    ]);
    expect(check({ kind: 'cancelled' }, notTheirs).reason).toBe(
      'No appointment was cancelled: the cancellation tool answered “I could not find that appointment for this caller.”.',
    );
    expect(check({ kind: 'cancelled' }, conversation([])).reason).toBe(
      'No appointment was cancelled: the agent said nothing.',
    );
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

  it('passes on a transfer to any of the agent’s destinations, saying when nobody answered', () => {
    const two = { ...facts, transferNumbers: ['+15125550100', '+15125550123'] };
    const billing = conversation([], [tool('transferCall', { destination: '+15125550123' })]);
    expect(check({ kind: 'transferred' }, billing, two).reason).toBe('Transferred to +15125550123.');
    const elsewhere = conversation([], [tool('transferCall', { destination: '+15125550999' })]);
    expect(check({ kind: 'transferred' }, elsewhere, two).reason).toBe(
      'Transferred to +15125550999, not one of +15125550100, +15125550123.',
    );
    const unanswered = conversation(
      [],
      [
        tool(
          'transferCall',
          { destination: '+15125550100' },
          'Nobody answered at Front desk: the caller is back with the agent.',
        ),
      ],
    );
    expect(check({ kind: 'transferred' }, unanswered).reason).toBe('Transferred to +15125550100 (nobody answered).');
  });
});

describe('not_transferred', () => {
  it('passes when the agent made no transfer, and fails on one, answered or not', () => {
    const none = conversation(said('I can take a message.'));
    expect(check({ kind: 'not_transferred' }, none)).toEqual({
      expectation: { kind: 'not_transferred' },
      passed: true,
      reason: 'Did not transfer the call.',
    });
    const transfer = conversation([], [tool('transferCall', { destination: '+15125550100' })]);
    expect(check({ kind: 'not_transferred' }, transfer)).toMatchObject({
      passed: false,
      reason: 'Transferred the call to +15125550100.',
    });
    const unanswered = conversation(
      [],
      [
        tool(
          'transferCall',
          { destination: '+15125550100' },
          'Nobody answered at Front desk: the caller is back with the agent.',
        ),
      ],
    );
    expect(check({ kind: 'not_transferred' }, unanswered).reason).toBe(
      'Tried to transfer the call to +15125550100 (nobody answered).',
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

describe('message_taken', () => {
  it('passes when the agent says the message will be passed on or the caller called back', () => {
    for (const line of [
      "Thanks, Lee Wong. I'll pass your message on and the team will get back to you.",
      "I'll have someone from the team call you back. What's your date of birth?",
      "Of course! I've noted your request and someone will be in touch shortly.",
    ]) {
      const result = check({ kind: 'message_taken' }, conversation(said(line)));
      expect(result, line).toMatchObject({ passed: true });
      expect(result.reason).toMatch(/^Took the message: “/);
    }
  });

  it('fails on an offer to take one, or an answer that takes none', () => {
    const offer = conversation(
      said(
        "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.",
        "I can't book appointments, but I can take a message and the team will get back to you. Would you like that?",
      ),
    );
    expect(check({ kind: 'message_taken' }, offer)).toMatchObject({
      passed: false,
      reason:
        "Did not say the message would be passed on: the agent said “I can't book appointments, but I can take a message and the team will get back to you. Would you like that?”.",
    });
    expect(check({ kind: 'message_taken' }, conversation(said("What's your date of birth?"))).passed).toBe(false);
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

describe('a time or a short number', () => {
  const hours = (line: string) => conversation([{ speaker: 'caller', text: 'Are you open Saturday?' }, ...said(line)]);
  const mentions = (text: string, line: string) => check({ kind: 'mentions', text }, hours(line)).passed;

  it('is mentioned when the agent says that time, however written', () => {
    for (const line of [
      "On Saturday we're open from 9:00 AM to 1:00 PM.",
      'Saturdays 9am-1pm.',
      "We're open 9 to 1 on Saturday.",
      'We open at 9 on Saturdays.',
      'Saturday: 09:00 to 13:00.',
    ])
      expect(mentions('9 AM', line), line).toBe(true);
    expect(mentions('9', "On Saturday we're open from 9:00 AM to 1:00 PM.")).toBe(true);
    expect(mentions('1 PM', 'Saturday: 09:00 to 13:00.')).toBe(true);
    expect(mentions('8:30 AM', 'We open at 8:30 a.m.')).toBe(true);
  });

  it('is not mentioned by a 9 in a phone number, a date, a price, a count or the other half of the day', () => {
    for (const line of [
      "Sorry, we're closed on Saturday. Call us at 512-555-0199.",
      'Your appointment is on November 9.',
      'A cleaning is $99.',
      'We have 19 dentists and 9 hygienists.',
      'The 9th is a holiday.',
      'We close at 9 PM.',
    ])
      expect(mentions('9 AM', line), line).toBe(false);
    expect(mentions('9', "Sorry, we're closed on Saturday. Call us at 512-555-0199.")).toBe(false);
    expect(mentions('9', 'Your appointment is on November 9.')).toBe(false);
    expect(check({ kind: 'not_mentions', text: '9 AM' }, hours('We are closed. Call (512) 555-0199.'))).toMatchObject({
      passed: true,
      reason: 'Did not mention “9 AM”.',
    });
  });

  it('leaves longer numbers to be found as written, such as the end of a phone number', () => {
    expect(mentions('0199', 'Call us at 512-555-0199.')).toBe(true);
    expect(mentions('12', 'We are at 12 Oak Street.')).toBe(true);
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

  it('does not fail an agent for not asking what the caller already said', () => {
    const caller = (text: string) => ({ speaker: 'caller' as const, text });
    const told = conversation([
      caller('Can someone call me back? My name is Lee Wong and my number is 512-555-0133.'),
      ...said("I'll have someone from the team call you back."),
    ]);
    expect(check({ kind: 'collected_fields' }, told)).toMatchObject({
      passed: true,
      reason: 'The caller gave every required detail: full name, phone number.',
    });
    const halfTold = conversation([
      caller('This is Lee Wong, can someone call me back?'),
      ...said('What number should we call?'),
    ]);
    expect(check({ kind: 'collected_fields' }, halfTold)).toMatchObject({
      passed: true,
      reason: 'Asked for phone number; the caller gave full name.',
    });
    // The agent's own lines tell nothing: a detail only it said still had to be asked for.
    const agentOnly = conversation([caller('Can someone call me back?'), ...said('Our number is 512-555-0100.')]);
    expect(check({ kind: 'collected_fields' }, agentOnly)).toMatchObject({
      passed: false,
      reason: 'Did not ask for: full name.',
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
