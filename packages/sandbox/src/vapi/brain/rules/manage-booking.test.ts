import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ANSWERS, FIND_APPOINTMENTS } from '@portal/shared/voice-webhook.plain';
import { ASK_LOOKUP, CANNOT_MANAGE, manageIntent, NOT_UNDER_NAME, NOT_UNDER_NUMBER } from './manage-booking.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { OFFER_MESSAGE_QUESTION } from './replies.ts';
import { bookingTools, CLEANING, dentalBrief, EXAM, manageTools, ruleCall, stateFor, upcoming } from './testing.ts';

const state = stateFor(dentalBrief(), [...bookingTools, ...manageTools]);

describe('manageIntent', () => {
  it('reads what the caller wants done with a booking of theirs', () => {
    expect(manageIntent(state, 'What time is my appointment?')).toBe('when');
    expect(manageIntent(state, 'When is my cleaning?')).toBe('when');
    expect(manageIntent(state, "No, but when's my appointment again?")).toBe('when');
    expect(manageIntent(state, 'Do I have an appointment next week?')).toBe('when');
    expect(manageIntent(state, 'I need to move my appointment')).toBe('move');
    expect(manageIntent(state, 'Can I reschedule?')).toBe('move');
    expect(manageIntent(state, 'Move my cleaning to Wednesday')).toBe('move');
    expect(manageIntent(state, 'Cancel my cleaning on Friday')).toBe('cancel');
    expect(manageIntent(state, 'I need to cancel my appointment')).toBe('cancel');
  });

  it('leaves new bookings and questions about the business alone', () => {
    expect(manageIntent(state, 'Can I book a cleaning tomorrow?')).toBeNull();
    expect(manageIntent(state, 'When can I book my appointment?')).toBeNull();
    expect(manageIntent(state, 'When are you open on Saturday?')).toBeNull();
    expect(manageIntent(state, "What's your cancellation policy?")).toBeNull();
    expect(manageIntent(state, 'I need to change my address')).toBeNull();
  });
});

describe('finding the caller’s appointment', () => {
  it('reads back the day and time of the one appointment booked under the number calling', async () => {
    const call = ruleCall({ [FIND_APPOINTMENTS]: upcoming(CLEANING) });
    expect(await call.says('What time is my appointment?')).toEqual([
      'Your cleaning is on Tuesday, December 1 at 10:00 AM.',
      ANYTHING_ELSE,
    ]);
    expect(call.calls).toEqual([{ name: FIND_APPOINTMENTS, args: {} }]);
    expect((await call.brain.outcome()).outcome).toBe('answered');
  });

  it('reads back every appointment, or the one the caller names', async () => {
    const call = ruleCall({ [FIND_APPOINTMENTS]: upcoming(CLEANING, EXAM) });
    expect(await call.says('When is my appointment?')).toEqual([
      'You have a cleaning on Tuesday, December 1 at 10:00 AM and an exam on Friday, December 4 at 2:30 PM.',
      ANYTHING_ELSE,
    ]);
    expect(await call.says('And when is my exam?')).toEqual([
      'Your exam is on Friday, December 4 at 2:30 PM.',
      ANYTHING_ELSE,
    ]);
  });

  it('asks for the name and number it was booked under when the number calling has none, then finds it', async () => {
    const call = ruleCall({
      [FIND_APPOINTMENTS]: (args) => (args.full_name ? upcoming(CLEANING) : APPOINTMENT_ANSWERS.noneForNumber),
    });
    expect(await call.says('When is my appointment?')).toEqual([NOT_UNDER_NUMBER, ASK_LOOKUP]);
    expect(await call.says("It's under Jane Doe")).toEqual(['And what phone number was it booked under?']);
    expect(await call.says('512-555-0142')).toEqual([
      'Your cleaning is on Tuesday, December 1 at 10:00 AM.',
      ANYTHING_ELSE,
    ]);
    expect(call.calls.at(-1)).toEqual({
      name: FIND_APPOINTMENTS,
      args: { full_name: 'Jane Doe', phone_number: '+15125550142' },
    });
    expect(await call.brain.outcome()).toMatchObject({ callerName: 'Jane Doe', callerPhone: '+15125550142' });
  });

  it('offers a message when nothing is booked under that name and number either', async () => {
    const call = ruleCall({
      [FIND_APPOINTMENTS]: (args) =>
        args.full_name ? APPOINTMENT_ANSWERS.noneForName : APPOINTMENT_ANSWERS.noneForNumber,
    });
    await call.says('I need to cancel my appointment');
    expect(await call.says('Jane Doe, 512 555 0142')).toEqual([NOT_UNDER_NAME, OFFER_MESSAGE_QUESTION]);
    // The name and number given for the look-up are the caller's: the message asks only what to pass on.
    expect(await call.says('Yes please')).toEqual(['What would you like me to pass on?']);
  });

  it('offers a message when the agent has no tools to look bookings up', async () => {
    const call = ruleCall({}, { tools: bookingTools });
    expect(await call.says('I need to cancel my appointment')).toEqual([`${CANNOT_MANAGE} What's your name?`]);
    expect(call.calls).toEqual([]);
  });
});
