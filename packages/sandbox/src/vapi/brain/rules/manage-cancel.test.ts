import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ANSWERS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  FIND_APPOINTMENTS,
  TEXT_CONSENT_QUESTION,
} from '@portal/shared/voice-webhook.plain';
import { ASK_REASON } from './manage-cancel.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { OFFER_MESSAGE_QUESTION } from './replies.ts';
import { TEXT_PROMISE } from './text-consent.ts';
import { bookingTools, CLEANING, confirmingByText, EXAM, EXAM_ID, manageTools, ruleCall, upcoming } from './testing.ts';

const CANCELLED = 'Cancelled: the appointment on Friday, December 4 at 2:30 PM.';
const webhook = { [FIND_APPOINTMENTS]: upcoming(CLEANING, EXAM), [CANCEL_APPOINTMENT]: CANCELLED };
const ASK_EXAM = 'Would you like me to cancel your appointment on Friday, December 4 at 2:30 PM?';

describe('cancelling the caller’s appointment', () => {
  it('picks the one named by kind and day, confirms, asks the reason and cancels it', async () => {
    const call = ruleCall(webhook);
    expect(await call.says('I need to cancel my exam on Friday')).toEqual([ASK_EXAM]);
    expect(await call.says('Yes')).toEqual([ASK_REASON]);
    expect(await call.says("I'll be out of town")).toEqual([CANCELLED, ANYTHING_ELSE]);
    expect(call.calls.at(-1)).toEqual({
      name: CANCEL_APPOINTMENT,
      args: { appointment_id: EXAM_ID, reason: "I'll be out of town" },
    });
    expect(await call.brain.outcome()).toMatchObject({
      outcome: 'cancelled',
      reason: "To cancel their exam (I'll be out of town)",
    });
  });

  it('cancels without a reason when the caller would rather not say', async () => {
    const call = ruleCall(webhook);
    await call.says('Cancel my appointment on Friday');
    await call.says('Yes please');
    expect(await call.says("I'd rather not say")).toEqual([CANCELLED, ANYTHING_ELSE]);
    expect(call.calls.at(-1)?.args).toEqual({ appointment_id: EXAM_ID });
  });

  it('does not ask the reason the caller gave with the request', async () => {
    const call = ruleCall(webhook);
    await call.says('I have to cancel my exam because I am sick');
    expect(await call.says('Yes')).toEqual([CANCELLED, ANYTHING_ELSE]);
    expect(call.calls.at(-1)?.args).toEqual({ appointment_id: EXAM_ID, reason: 'I am sick' });
  });

  it('answers a question in between, then asks again', async () => {
    const call = ruleCall(webhook);
    await call.says('Cancel my exam');
    expect(await call.says('How much is a cleaning?')).toEqual(['Cleaning $120.', ASK_EXAM]);
  });

  it('offers a message when the webhook says the appointment is not the caller’s', async () => {
    const call = ruleCall({ ...webhook, [CANCEL_APPOINTMENT]: APPOINTMENT_ANSWERS.notTheirs });
    await call.says('Cancel my exam');
    await call.says('Yes');
    expect(await call.says('No')).toEqual([APPOINTMENT_ANSWERS.notTheirs, OFFER_MESSAGE_QUESTION]);
    expect((await call.brain.outcome()).outcome).toBe('answered');
  });

  it('reports the last change of the call: a booking, then a cancellation', async () => {
    const call = ruleCall({
      ...webhook,
      [BOOK_APPOINTMENT]: 'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.',
    });
    await call.says('Can I book a cleaning tomorrow at 10? My name is Jane Doe, 512-555-0142');
    await call.says('Yes');
    expect((await call.brain.outcome()).outcome).toBe('booked');
    await call.says('And I need to cancel my exam');
    await call.says('Yes');
    await call.says('No');
    expect((await call.brain.outcome()).outcome).toBe('cancelled');
  });
});

describe('asking whether to text a confirmation of the cancellation', () => {
  const cancels = (call: ReturnType<typeof ruleCall>) => call.calls.filter(({ name }) => name === CANCEL_APPOINTMENT);
  const textsOn = () => ruleCall(webhook, { tools: confirmingByText([...bookingTools, ...manageTools]) });

  it('asks after the reason, then cancels with their yes and the reason, and promises the text', async () => {
    const call = textsOn();
    await call.says('I need to cancel my exam on Friday');
    expect(await call.says('Yes')).toEqual([ASK_REASON]);
    expect(await call.says("I'll be out of town")).toEqual([TEXT_CONSENT_QUESTION]);
    expect(cancels(call)).toEqual([]);
    expect(await call.says('Yes please')).toEqual([CANCELLED, TEXT_PROMISE, ANYTHING_ELSE]);
    expect(cancels(call)[0]!.args).toEqual({
      appointment_id: EXAM_ID,
      reason: "I'll be out of town",
      textConfirmation: true,
    });
    expect(await call.brain.outcome()).toMatchObject({ reason: "To cancel their exam (I'll be out of town)" });
  });

  it('asks straight after the confirmation when the reason came with the request, and passes a no', async () => {
    const call = textsOn();
    await call.says('I have to cancel my exam because I am sick');
    expect(await call.says('Yes')).toEqual([TEXT_CONSENT_QUESTION]);
    expect(await call.says('No thanks')).toEqual([CANCELLED, ANYTHING_ELSE]);
    expect(cancels(call)[0]!.args).toEqual({ appointment_id: EXAM_ID, reason: 'I am sick', textConfirmation: false });
  });

  it('keeps one answer for the call: a caller who declined for the booking is not asked again', async () => {
    const call = ruleCall(
      {
        ...webhook,
        [BOOK_APPOINTMENT]: 'Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.',
      },
      { tools: confirmingByText([...bookingTools, ...manageTools]) },
    );
    await call.says('Can I book a cleaning tomorrow at 10? My name is Jane Doe, 512-555-0142');
    await call.says('Yes');
    await call.says('No');
    await call.says('And I need to cancel my exam');
    await call.says('Yes');
    expect(await call.says("I'd rather not say")).toEqual([CANCELLED, ANYTHING_ELSE]);
    expect(cancels(call)[0]!.args).toEqual({ appointment_id: EXAM_ID, textConfirmation: false });
  });
});
