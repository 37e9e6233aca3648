import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ANSWERS,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  CANCEL_APPOINTMENT,
  RESCHEDULE_APPOINTMENT,
  TEXT_CONSENT_QUESTION,
} from '@portal/shared/voice-webhook.plain';
import { ASK_MOVE_DAY, readNewDay } from './manage-move.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { OFFER_MESSAGE_QUESTION } from './replies.ts';
import { TEXT_PROMISE } from './text-consent.ts';
import {
  bookingTools,
  CLEANING,
  CLEANING_ID,
  confirmingByText,
  EXAM,
  EXAM_ID,
  manageTools,
  NOW,
  ruleCall,
  upcoming,
} from './testing.ts';

const WEDNESDAY_TIMES = 'Open times on Wednesday, December 2: 9:00 AM, 10:00 AM, 2:00 PM.';
const MOVED =
  'Moved: the appointment is now on Wednesday, December 2 at 10:00 AM (it was Tuesday, December 1 at 10:00 AM).';
const webhook = {
  [FIND_APPOINTMENTS]: upcoming(CLEANING, EXAM),
  [CHECK_AVAILABILITY]: WEDNESDAY_TIMES,
  [RESCHEDULE_APPOINTMENT]: MOVED,
};
const cleaning = {
  id: CLEANING_ID,
  what: 'Cleaning – Jane Doe',
  day: 'Tuesday, December 1',
  time: '10:00 AM',
  date: '2026-12-01',
  clock: '10:00',
};

describe('readNewDay', () => {
  const read = (text: string) => readNewDay(text, cleaning, NOW, 'America/New_York');
  it('counts "the next day" and "a week later" from the appointment, anything else from today', () => {
    expect(read('to the next day')).toEqual({ date: '2026-12-02' });
    expect(read('the day before, same time')).toEqual({ date: '2026-11-30', time: '10:00' });
    expect(read('a week later')).toEqual({ date: '2026-12-08' });
    expect(read('to Wednesday at 2')).toEqual({ date: '2026-12-02', time: '14:00' });
    expect(read('tomorrow')).toEqual({ date: '2026-11-27' });
  });
});

describe('moving the caller’s appointment', () => {
  it('asks which, then the day, offers its times and moves it once the caller confirms', async () => {
    const call = ruleCall(webhook);
    expect(await call.says('Hi, I need to move my appointment')).toEqual([
      'You have 2 upcoming appointments: a cleaning on Tuesday, December 1 at 10:00 AM and an exam on Friday, December 4 at 2:30 PM.',
      'Which one would you like to move?',
    ]);
    expect(await call.says('The one on Tuesday')).toEqual([
      'I see your cleaning on Tuesday, December 1 at 10:00 AM.',
      ASK_MOVE_DAY,
    ]);
    expect(await call.says('Wednesday')).toEqual([WEDNESDAY_TIMES, 'Which time works for you?']);
    expect(call.calls.at(-1)).toEqual({
      name: CHECK_AVAILABILITY,
      args: { date: '2026-12-02', appointment_type: 'Cleaning' },
    });
    expect(await call.says('10 works')).toEqual(['Shall I move it to Wednesday, December 2 at 10:00 AM?']);
    expect(await call.says('Yes please')).toEqual([MOVED, ANYTHING_ELSE]);
    expect(call.calls.at(-1)).toEqual({
      name: RESCHEDULE_APPOINTMENT,
      args: { appointment_id: CLEANING_ID, new_start: '2026-12-02T10:00' },
    });
    expect(await call.brain.outcome()).toMatchObject({ outcome: 'rescheduled', reason: 'To move their cleaning' });
  });

  it('takes the appointment and the new day from one sentence', async () => {
    const call = ruleCall(webhook);
    expect(await call.says('Can I move my cleaning to the next day at 10?')).toEqual([
      'I see your cleaning on Tuesday, December 1 at 10:00 AM.',
      'Shall I move it to Wednesday, December 2 at 10:00 AM?',
    ]);
    expect(call.calls.map(({ name }) => name)).toEqual([FIND_APPOINTMENTS, CHECK_AVAILABILITY]);
  });

  it('moves "it" after the caller heard when their appointment is', async () => {
    const call = ruleCall({ ...webhook, [FIND_APPOINTMENTS]: upcoming(CLEANING) });
    await call.says('When is my appointment?');
    expect(await call.says('Can I move it to Wednesday?')).toEqual([
      'I see your cleaning on Tuesday, December 1 at 10:00 AM.',
      WEDNESDAY_TIMES,
      'Which time works for you?',
    ]);
  });

  it('offers the open times again when the time was taken meanwhile', async () => {
    const taken = 'That time is no longer available. Open times on Wednesday, December 2: 9:00 AM, 2:00 PM.';
    const call = ruleCall({ ...webhook, [RESCHEDULE_APPOINTMENT]: taken });
    await call.says('Move my exam to Wednesday at 10');
    expect(await call.says('Yes')).toEqual([taken, 'Which time works for you?']);
    expect(await call.says('2 PM')).toEqual(['Shall I move it to Wednesday, December 2 at 2:00 PM?']);
    expect(call.calls.filter(({ name }) => name === RESCHEDULE_APPOINTMENT)[0]?.args).toEqual({
      appointment_id: EXAM_ID,
      new_start: '2026-12-02T10:00',
    });
  });

  it('passes the name and number it was found by, and offers a message when it is not theirs', async () => {
    const call = ruleCall({
      ...webhook,
      [FIND_APPOINTMENTS]: (args) => (args.full_name ? upcoming(CLEANING) : APPOINTMENT_ANSWERS.noneForNumber),
      [RESCHEDULE_APPOINTMENT]: APPOINTMENT_ANSWERS.notTheirs,
    });
    await call.says('Can I reschedule?');
    expect(await call.says('Jane Doe, 512-555-0142')).toEqual([
      'I see your cleaning on Tuesday, December 1 at 10:00 AM.',
      ASK_MOVE_DAY,
    ]);
    await call.says('Wednesday at 10am');
    expect(await call.says('yes')).toEqual([APPOINTMENT_ANSWERS.notTheirs, OFFER_MESSAGE_QUESTION]);
    expect(call.calls.at(-1)?.args).toEqual({
      appointment_id: CLEANING_ID,
      new_start: '2026-12-02T10:00',
      full_name: 'Jane Doe',
      phone_number: '+15125550142',
    });
  });

  it('cancels instead when the caller changes their mind, and keeps it when they say no', async () => {
    const call = ruleCall(webhook);
    await call.says('I want to move my exam');
    expect(await call.says('Actually, just cancel it')).toEqual([
      'Would you like me to cancel your appointment on Friday, December 4 at 2:30 PM?',
    ]);
    expect(await call.says('No')).toEqual(["No problem, I'll leave it as it is.", ANYTHING_ELSE]);
    expect(call.calls.map(({ name }) => name)).toEqual([FIND_APPOINTMENTS]);
  });
});

describe('asking whether to text a confirmation of the move', () => {
  const CONFIRM_MOVE = 'Shall I move it to Wednesday, December 2 at 10:00 AM?';
  const moves = (call: ReturnType<typeof ruleCall>) => call.calls.filter(({ name }) => name === RESCHEDULE_APPOINTMENT);
  const textsOn = () => ruleCall(webhook, { tools: confirmingByText([...bookingTools, ...manageTools]) });

  it('asks once the caller confirmed the new time, then moves it with their yes and promises the text', async () => {
    const call = textsOn();
    expect(await call.says('Can I move my cleaning to the next day at 10?')).toContain(CONFIRM_MOVE);
    expect(await call.says('Yes')).toEqual([TEXT_CONSENT_QUESTION]);
    expect(moves(call)).toEqual([]);
    expect(await call.says('Sure, please do')).toEqual([MOVED, TEXT_PROMISE, ANYTHING_ELSE]);
    expect(moves(call)[0]!.args).toEqual({
      appointment_id: CLEANING_ID,
      new_start: '2026-12-02T10:00',
      textConfirmation: true,
    });
  });

  it('moves it with a no when the caller declines, and promises no text', async () => {
    const call = textsOn();
    await call.says('Can I move my cleaning to the next day at 10?');
    await call.says('Yes');
    expect(await call.says("No, don't text me")).toEqual([MOVED, ANYTHING_ELSE]);
    expect(moves(call)[0]!.args).toMatchObject({ textConfirmation: false });
  });

  it('does not ask a caller who asked for the text with their yes', async () => {
    const call = textsOn();
    await call.says('Can I move my cleaning to the next day at 10?');
    expect(await call.says('Yes, and text me the confirmation')).toEqual([MOVED, TEXT_PROMISE, ANYTHING_ELSE]);
    expect(moves(call)[0]!.args).toMatchObject({ textConfirmation: true });
  });

  it('asks nothing when only other changes are confirmed by text', async () => {
    const call = ruleCall(webhook, {
      tools: confirmingByText([...bookingTools, ...manageTools], [CANCEL_APPOINTMENT]),
    });
    await call.says('Can I move my cleaning to the next day at 10?');
    expect(await call.says('Yes')).toEqual([MOVED, ANYTHING_ELSE]);
    expect(moves(call)[0]!.args).not.toHaveProperty('textConfirmation');
  });
});
