import { describe, expect, it } from 'vitest';
import { CHECK_AVAILABILITY, FIND_APPOINTMENTS } from '@portal/shared/voice-webhook.plain';
import { ASK_ACTION } from './manage-booking.ts';
import { ASK_MOVE_DAY } from './manage-move.ts';
import { readReturningCaller } from './returning-caller.ts';
import { CLEANING, EXAM, NOW, ruleCall, upcoming } from './testing.ts';

const GREETING =
  '{% if caller_name %}Hi {{caller_name}}, good to hear from you again. {% endif %}Thanks for calling Bright Smiles, how can I help?{% if caller_next_appointment %} Is it about your appointment on {{caller_next_appointment}}?{% endif %}';
const JANE = {
  caller_name: 'Jane Doe',
  caller_next_appointment: 'Tuesday, December 1 at 10:00 AM',
  caller_note: 'Prefers mornings',
};
const now = () => NOW;

describe('readReturningCaller', () => {
  it('reads what the call’s variables say of the caller, and whether the greeting asked about the appointment', () => {
    expect(readReturningCaller({ firstMessage: GREETING }, JANE, now)).toEqual({
      name: 'Jane Doe',
      nextAppointment: 'Tuesday, December 1 at 10:00 AM',
      note: 'Prefers mornings',
      askedAboutAppointment: true,
    });
    expect(readReturningCaller({ firstMessage: 'Thanks for calling.' }, JANE, now).askedAboutAppointment).toBe(false);
    expect(readReturningCaller({ firstMessage: GREETING }, { caller_name: ' ' }, now)).toEqual({
      askedAboutAppointment: false,
    });
  });
});

describe('a returning caller greeted about their next appointment', () => {
  const greeted = () =>
    ruleCall({ [FIND_APPOINTMENTS]: upcoming(CLEANING, EXAM) }, { firstMessage: GREETING, variables: JANE });

  it('goes on with that appointment when the caller says yes and what to do', async () => {
    const call = greeted();
    expect(await call.says('Yes, I need to move it')).toEqual([ASK_MOVE_DAY]);
    expect(await call.says('Friday')).toEqual([
      'Open times on Friday, November 27: 9:00 AM, 10:00 AM, 2:00 PM.',
      'Which time works for you?',
    ]);
    expect(call.calls.map(({ name, args }) => [name, args.date])).toEqual([
      [FIND_APPOINTMENTS, undefined],
      [CHECK_AVAILABILITY, '2026-11-27'],
    ]);
  });

  it('asks whether to move or cancel it after a plain yes', async () => {
    const call = greeted();
    expect(await call.says('Yeah')).toEqual([ASK_ACTION]);
    expect(await call.says('Cancel it please')).toEqual([
      'Would you like me to cancel your appointment on Tuesday, December 1 at 10:00 AM?',
    ]);
  });

  it('answers something else as any caller, knowing their name', async () => {
    const call = greeted();
    expect(await call.says('No')).toEqual(['No problem. What can I help you with?']);
    expect(await call.says('Can I book a cleaning tomorrow at 10?')).toEqual([
      '10:00 AM on Friday, November 27 is available.',
      "What's the best phone number to reach you?",
    ]);
    expect(await call.brain.outcome()).toMatchObject({ callerName: 'Jane Doe' });
  });

  it('waits for no answer when the greeting did not ask', async () => {
    const call = ruleCall({}, { firstMessage: GREETING, variables: { caller_name: 'Jane Doe' } });
    expect(await call.says('Yes')).not.toEqual([ASK_ACTION]);
    expect(call.calls).toEqual([]);
  });
});
