import { describe, expect, it } from 'vitest';
import { describeSlots, missingDetails } from '../../../../modules/calls/booking/booking-text.pure.ts';
import { REASON_TEXT } from '../../../../modules/calls/booking/slots.pure.ts';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { DateTime } from 'luxon';
import { readAvailabilityAnswer, readBookingAnswer } from '@portal/sandbox/vapi/brain/rules/tool-answers';

const ZONE = 'America/New_York';
const at = (time: string) => DateTime.fromISO(`2026-11-27T${time}`, { zone: ZONE });
const NO_CALENDAR = "I can't see the calendar right now, so I'll take your details and the team will confirm a time.";

describe('readAvailabilityAnswer', () => {
  it('reads the webhook’s list of open times', () => {
    const answer = describeSlots('2026-11-27', ZONE, [at('09:00'), at('10:30'), at('14:00')]);
    expect(readAvailabilityAnswer(answer)).toEqual({ kind: 'times', times: ['09:00', '10:30', '14:00'] });
  });
  it('reads a day without times, and every refusal, as refused', () => {
    expect(readAvailabilityAnswer(describeSlots('2026-11-27', ZONE, []))).toEqual({ kind: 'refused' });
    for (const text of Object.values(REASON_TEXT)) expect(readAvailabilityAnswer(text)).toEqual({ kind: 'refused' });
  });
  it('reads a missing calendar', () => {
    expect(readAvailabilityAnswer(NO_CALENDAR)).toEqual({ kind: 'no-calendar' });
  });
});

describe('readBookingAnswer', () => {
  it('reads the confirmation', () => {
    expect(
      readBookingAnswer('Booked: Friday, November 27 at 10:00 AM for 30 minutes. The appointment is confirmed.'),
    ).toEqual({ kind: 'booked' });
  });
  it('reads the details the webhook still needs', () => {
    const config = { ...defaultSchedulingConfig(), require_email: true };
    const answer = missingDetails(config, { full_name: 'Jane Doe' })!;
    expect(readBookingAnswer(answer)).toEqual({
      kind: 'missing',
      labels: ['phone number', 'e-mail address', 'reason for the visit'],
    });
  });
  it('reads a slot taken in the meantime as new times', () => {
    const answer = `That time is no longer available. ${describeSlots('2026-11-27', ZONE, [at('09:00')])}`;
    expect(readBookingAnswer(answer)).toEqual({ kind: 'times', times: ['09:00'] });
  });
  it('reads anything else as refused', () => {
    expect(readBookingAnswer('I need the date and time of the appointment.')).toEqual({ kind: 'refused' });
  });
});
