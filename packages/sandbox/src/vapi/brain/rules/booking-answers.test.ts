import { describe, expect, it } from 'vitest';
import { BOOK_APPOINTMENT, CHECK_AVAILABILITY } from '@portal/shared/voice-webhook.plain';
import { answerConfirmation, answerDay, answerTime } from './booking-answers.ts';
import { startBooking } from './booking-flow.ts';
import type { CallState } from './call-state.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { BOOKED, bookingTools, dentalBrief, stateFor, turnFor } from './testing.ts';

const bookingState = () => stateFor(dentalBrief(), bookingTools);

/** A state that has agreed Friday 10:00 for a cleaning with Jane, waiting for the confirmation. */
function confirmingState(): CallState {
  const state = bookingState();
  state.flow = 'booking';
  state.booking = {
    date: '2026-11-27',
    time: '10:00',
    appointmentType: 'Cleaning',
    durationMinutes: 30,
    asRequest: false,
  };
  state.known.set('name', 'Jane Doe');
  state.known.set('phone', '+15125550142');
  state.pending = { kind: 'booking-confirm' };
  return state;
}

describe('answerDay and answerTime', () => {
  it('checks the day the caller names', async () => {
    const state = bookingState();
    const first = turnFor(state);
    await startBooking(first.context, 'I want to come in');
    const { context, calls } = turnFor(state);
    expect(await answerDay(context, 'Friday afternoon')).toBe(true);
    expect(calls[0]!.args.date).toBe('2026-11-27');
    expect(context.turn.say).toEqual(['2:00 PM on Friday, November 27 is available.', 'May I have your full name?']);
  });
  it('keeps a time given without a day and asks for the day', async () => {
    const state = bookingState();
    await startBooking(turnFor(state).context, 'I want to come in');
    const { context } = turnFor(state);
    expect(await answerDay(context, 'at 10')).toBe(true);
    expect(context.turn.say).toEqual(['And which day would you like 10:00 AM?']);
  });
  it('leaves what is not a day for the brain', async () => {
    const state = bookingState();
    await startBooking(turnFor(state).context, 'I want to come in');
    expect(await answerDay(turnFor(state).context, 'Do you take insurance?')).toBe(false);
  });
  it('takes a listed time, by clock or by place in the list', async () => {
    const state = bookingState();
    await startBooking(turnFor(state).context, 'Book a cleaning Friday');
    const byClock = turnFor(state);
    expect(await answerTime(byClock.context, '2 please', ['09:00', '10:00', '14:00'])).toBe(true);
    expect(state.booking?.time).toBe('14:00');
    const byPlace = turnFor(state);
    await answerTime(byPlace.context, 'the first one', ['09:00', '10:00', '14:00']);
    expect(state.booking?.time).toBe('09:00');
  });
  it('says a time not listed is not open and asks again', async () => {
    const state = bookingState();
    await startBooking(turnFor(state).context, 'Book a cleaning Friday');
    const { context } = turnFor(state);
    await answerTime(context, '11 am', ['09:00', '14:00']);
    expect(context.turn.say).toEqual([
      "11:00 AM isn't one of the open times. The open times are 9:00 AM, 2:00 PM. Which time works for you?",
    ]);
    expect(state.pending).toEqual({ kind: 'booking-time', offered: ['09:00', '14:00'] });
  });
  it('checks another day when the caller names one', async () => {
    const state = bookingState();
    await startBooking(turnFor(state).context, 'Book a cleaning Friday');
    const { context, calls } = turnFor(state);
    await answerTime(context, 'Monday at 9 instead', ['09:00', '14:00']);
    expect(calls[0]!.args.date).toBe('2026-11-30');
  });
});

describe('answerConfirmation', () => {
  it('books with every detail known on a yes and reads the confirmation', async () => {
    const state = confirmingState();
    state.known.set('clientStatus', 'new');
    const { context, calls } = turnFor(state);
    expect(await answerConfirmation(context, 'Yes, please')).toBe(true);
    expect(calls).toEqual([
      {
        name: BOOK_APPOINTMENT,
        args: {
          start: '2026-11-27T10:00',
          duration_minutes: 30,
          full_name: 'Jane Doe',
          phone_number: '+15125550142',
          client_status: 'new',
          appointment_type: 'Cleaning',
        },
      },
    ]);
    expect(context.turn.say).toEqual([BOOKED, ANYTHING_ELSE]);
    expect(state.booked).toBe(true);
  });
  it('asks for a better day and time on a no', async () => {
    const state = confirmingState();
    const { context, calls } = turnFor(state);
    await answerConfirmation(context, 'No');
    expect(calls).toEqual([]);
    expect(context.turn.say).toEqual(['No problem. What day and time would suit you better?']);
    expect(state.pending).toEqual({ kind: 'booking-day' });
  });
  it('checks a new time named instead of a yes', async () => {
    const state = confirmingState();
    const { context, calls } = turnFor(state);
    await answerConfirmation(context, 'Actually, make it 2pm');
    expect(calls[0]).toMatchObject({ name: CHECK_AVAILABILITY, args: { date: '2026-11-27' } });
    expect(context.turn.say[0]).toBe('2:00 PM on Friday, November 27 is available.');
    expect(context.turn.say.at(-1)).toBe(
      'To confirm: a cleaning on Friday, November 27 at 2:00 PM for Jane Doe. Shall I book it?',
    );
  });
  it('asks the details the webhook still needs again', async () => {
    const state = confirmingState();
    const { context } = turnFor(state, {
      [BOOK_APPOINTMENT]: "Before I can book, I still need the caller's phone number.",
    });
    await answerConfirmation(context, 'yes');
    expect(context.turn.say).toEqual(["What's the best phone number to reach you?"]);
    expect(state.known.has('phone')).toBe(false);
  });
  it('asks for another day when the webhook refuses the booking', async () => {
    const state = confirmingState();
    const { context } = turnFor(state, {
      [BOOK_APPOINTMENT]: 'Same-day appointments are not available. Please choose a later day.',
    });
    await answerConfirmation(context, 'yes');
    expect(context.turn.say).toEqual([
      'Same-day appointments are not available. Please choose a later day.',
      'Is there another day that works for you?',
    ]);
    expect(state.booked).toBe(false);
  });
  it('asks again when the answer is neither, and leaves a question for the brain', async () => {
    const state = confirmingState();
    const unclear = turnFor(state);
    await answerConfirmation(unclear.context, 'hmm');
    expect(unclear.context.turn.say).toEqual(['Sorry, shall I book it?']);
    expect(state.pending).toEqual({ kind: 'booking-confirm' });
    expect(await answerConfirmation(turnFor(state).context, 'Do you take insurance?')).toBe(false);
  });
});

describe('a required detail the caller will not give', () => {
  it('stops the booking and offers a message rather than ask again and again', async () => {
    const state = confirmingState();
    state.known.delete('phone');
    state.declined.add('phone');
    const { context } = turnFor(state, {
      [BOOK_APPOINTMENT]: "Before I can book, I still need the caller's phone number.",
    });
    await answerConfirmation(context, 'yes');
    expect(context.turn.say).toEqual([
      "I can't book without your phone number.",
      'I can take a message so the team can get back to you. Would you like that?',
    ]);
    expect(state.pending).toEqual({ kind: 'offer-message' });
  });
});
