import { describe, expect, it } from 'vitest';
import { BOOK_APPOINTMENT, CHECK_AVAILABILITY, TEXT_CONSENT_QUESTION } from '@portal/shared/voice-webhook.plain';
import {
  appointmentTypeIn,
  ASK_DAY,
  ASK_TIME,
  bookingRequest,
  CANNOT_BOOK,
  NO_CALENDAR,
  startBooking,
} from './booking-flow.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { TEXT_PROMISE } from './text-consent.ts';
import {
  BOOKED,
  bookingTools,
  confirmingByText,
  dentalBrief,
  FRIDAY_TIMES,
  manageTools,
  ruleCall,
  stateFor,
  turnFor,
} from './testing.ts';

const bookingState = () => stateFor(dentalBrief(), bookingTools);

describe('appointmentTypeIn', () => {
  it('finds the type named, plural or not, longest first', () => {
    expect(appointmentTypeIn('Two cleanings please', ['Cleaning', 'Exam'])).toBe('Cleaning');
    expect(appointmentTypeIn('a deep cleaning', ['Cleaning', 'Deep cleaning'])).toBe('Deep cleaning');
    expect(appointmentTypeIn('an examination', ['Exam'])).toBeUndefined();
  });

  it("takes a type's main word for the type that is mostly that word", () => {
    const dental = ['New patient exam and cleaning', 'Routine cleaning', 'Teeth whitening', 'Consultation'];
    expect(appointmentTypeIn('Can I book a cleaning tomorrow?', dental)).toBe('Routine cleaning');
    expect(appointmentTypeIn('I need an exam', dental)).toBe('New patient exam and cleaning');
    expect(appointmentTypeIn('whitening next week', dental)).toBe('Teeth whitening');
    expect(appointmentTypeIn('tomorrow at 10', dental)).toBeUndefined();
  });
});

describe('startBooking', () => {
  it('checks the day asked for and says the time is available', async () => {
    const state = bookingState();
    const { context, calls } = turnFor(state);
    await startBooking(context, 'Can I book a cleaning tomorrow at 10?');
    expect(calls).toEqual([
      {
        name: CHECK_AVAILABILITY,
        args: { date: '2026-11-27', duration_minutes: 30, appointment_type: 'Cleaning', time: '10:00' },
      },
    ]);
    expect(context.turn.say).toEqual(['10:00 AM on Friday, November 27 is available.', 'May I have your full name?']);
  });
  it('uses the first duration the owner offers', async () => {
    const state = stateFor(
      dentalBrief({ scheduling: { ...dentalBrief().scheduling!, durations: [60, 90] } }),
      bookingTools,
    );
    const { context, calls } = turnFor(state);
    await startBooking(context, 'Book me in on Friday');
    expect(calls[0]!.args).toEqual({ date: '2026-11-27', duration_minutes: 60 });
    expect(context.turn.say).toEqual([FRIDAY_TIMES, ASK_TIME]);
  });
  it('asks for the day when none is named', async () => {
    const state = bookingState();
    const { context, calls } = turnFor(state);
    await startBooking(context, 'I need an appointment');
    expect(calls).toEqual([]);
    expect(context.turn.say).toEqual([ASK_DAY]);
    expect(state.pending).toEqual({ kind: 'booking-day' });
  });
  it('offers a message when the agent takes no appointments', async () => {
    const state = stateFor(dentalBrief({ scheduling: null }), bookingTools);
    const { context } = turnFor(state);
    await startBooking(context, 'Book a cleaning tomorrow');
    expect(context.turn.say).toEqual([CANNOT_BOOK]);
    expect(state.pending).toEqual({ kind: 'offer-message' });
  });
  it('takes the request down when there is no calendar', async () => {
    const state = stateFor(dentalBrief({ scheduling: { ...dentalBrief().scheduling!, canBook: false } }));
    const { context, calls } = turnFor(state);
    await startBooking(context, 'Book an exam on Monday morning');
    expect(calls).toEqual([]);
    expect(context.turn.say).toEqual([NO_CALENDAR, 'May I have your full name?']);
    expect(bookingRequest(state)).toBe('Appointment request: exam, Monday, November 30 at 9:00 AM.');
  });
  it('refuses a day the owner closed, says when the business opens again, and asks for another', async () => {
    const closures = [{ from: '2026-11-27', to: '2026-11-27', note: 'closed for Thanksgiving' }];
    const brief = dentalBrief({ scheduling: { ...dentalBrief().scheduling!, canBook: false }, closures });
    const state = stateFor(brief);
    const { context } = turnFor(state);
    await startBooking(context, 'Can I book a cleaning on Friday at 10?');
    expect(context.turn.say).toEqual([
      "We're closed on Friday, November 27 (closed for Thanksgiving). We open again on Monday at 9:00 AM.",
      NO_CALENDAR,
      'May I have your full name?',
    ]);
    expect(state.booking).toMatchObject({ date: undefined, time: undefined });
  });
  it('switches to taking the request when the webhook cannot reach the calendar', async () => {
    const state = bookingState();
    const { context } = turnFor(state, { [CHECK_AVAILABILITY]: NO_CALENDAR });
    await startBooking(context, 'Book a cleaning tomorrow at 10');
    expect(context.turn.say).toEqual([NO_CALENDAR, 'May I have your full name?']);
    expect(state.booking?.asRequest).toBe(true);
  });
});

describe('asking whether to text a confirmation of the booking', () => {
  const CONFIRM = 'To confirm: a cleaning on Friday, November 27 at 10:00 AM for Jane Doe. Shall I book it?';
  /** A call with the booking agreed and the details given, up to "Shall I book it?". */
  async function agreed(tools = confirmingByText([...bookingTools, ...manageTools])) {
    const call = ruleCall({}, { tools });
    await call.says('Can I book a cleaning tomorrow at 10?');
    await call.says('Jane Doe');
    expect(await call.says('512-555-0142')).toEqual([CONFIRM]);
    return call;
  }
  const booking = (call: ReturnType<typeof ruleCall>) => call.calls.filter(({ name }) => name === BOOK_APPOINTMENT);

  it('asks once the caller confirmed, then books with their yes and promises the text', async () => {
    const call = await agreed();
    expect(await call.says('Yes')).toEqual([TEXT_CONSENT_QUESTION]);
    expect(booking(call)).toEqual([]);
    expect(await call.says('Yeah, text me')).toEqual([BOOKED, TEXT_PROMISE, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).toMatchObject({ start: '2026-11-27T10:00', textConfirmation: true });
  });

  it.each(['No thanks', "Don't bother, just call me", 'Nah, call me instead'])(
    'books with a no after "%s", and promises no text',
    async (answer) => {
      const call = await agreed();
      await call.says('Yes please');
      expect(await call.says(answer)).toEqual([BOOKED, ANYTHING_ELSE]);
      expect(booking(call)[0]!.args).toMatchObject({ textConfirmation: false });
    },
  );

  it('asks an unclear answer once more, then takes it as a no', async () => {
    const call = await agreed();
    await call.says('Yes');
    expect(await call.says('Hmm, maybe')).toEqual([`Sorry, I didn't catch that. ${TEXT_CONSENT_QUESTION}`]);
    expect(await call.says('Whatever works')).toEqual([BOOKED, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).toMatchObject({ textConfirmation: false });
  });

  it('answers a question put in between, then asks again', async () => {
    const call = await agreed();
    await call.says('Yes');
    expect(await call.says('How much is a cleaning?')).toEqual(['Cleaning $120.', TEXT_CONSENT_QUESTION]);
    expect(await call.says('Sure')).toEqual([BOOKED, TEXT_PROMISE, ANYTHING_ELSE]);
  });

  it('never asks a caller the portal marks as having texted STOP, and books with a no', async () => {
    const call = ruleCall(
      {},
      { tools: confirmingByText([...bookingTools, ...manageTools]), variables: { caller_texts_off: 'yes' } },
    );
    await call.says('Can I book a cleaning tomorrow at 10?');
    await call.says('Jane Doe');
    expect(await call.says('512-555-0142')).toEqual([CONFIRM]);
    expect(await call.says('Yes')).toEqual([BOOKED, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).toMatchObject({ textConfirmation: false });
  });

  it('promises no text to a caller marked as having texted STOP, even one who asks for it', async () => {
    const call = ruleCall(
      {},
      { tools: confirmingByText([...bookingTools, ...manageTools]), variables: { caller_texts_off: 'yes' } },
    );
    await call.says('Can I book a cleaning tomorrow at 10?');
    await call.says('Jane Doe, and text me the confirmation please');
    expect(await call.says('512-555-0142')).toEqual([CONFIRM]);
    expect(await call.says('Yes')).toEqual([BOOKED, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).toMatchObject({ textConfirmation: false });
  });

  it('does not ask a caller who asked for the text while giving their details', async () => {
    const call = ruleCall({}, { tools: confirmingByText([...bookingTools, ...manageTools]) });
    await call.says('Can I book a cleaning tomorrow at 10?');
    await call.says('Jane Doe, and text me the confirmation please');
    expect(await call.says('512-555-0142')).toEqual([CONFIRM]);
    expect(await call.says('Yes')).toEqual([BOOKED, TEXT_PROMISE, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).toMatchObject({ full_name: 'Jane Doe', textConfirmation: true });
  });

  it('asks nothing, and passes nothing, when the booking tool takes no answer', async () => {
    const call = await agreed([...bookingTools, ...manageTools]);
    expect(await call.says('Yes, and text me the confirmation')).toEqual([BOOKED, ANYTHING_ELSE]);
    expect(booking(call)[0]!.args).not.toHaveProperty('textConfirmation');
  });
});
