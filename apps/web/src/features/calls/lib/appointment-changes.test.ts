import { describe, expect, it } from 'vitest';
import { describeAppointmentChange } from './appointment-changes';

const now = new Date('2026-11-27T12:00:00Z');
const zone = 'America/New_York';
const summary = 'Cleaning – Jane Doe';
const appointmentId = '00000000-0000-4000-8000-000000000009';

describe('describeAppointmentChange', () => {
  it('says a booking with its day spelled out, in the business zone', () => {
    expect(
      describeAppointmentChange({ kind: 'booked', appointmentId, summary, start: '2026-12-01T15:00:00Z' }, zone, now),
    ).toBe('Booked Cleaning – Jane Doe for Tuesday, December 1, 10:00 AM EST');
  });

  it('says a move from one time to the other, naming the zone once', () => {
    const moved = { kind: 'rescheduled' as const, appointmentId, summary };
    expect(
      describeAppointmentChange({ ...moved, from: '2026-12-01T15:00:00Z', to: '2026-12-02T15:00:00Z' }, zone, now),
    ).toBe('Moved Cleaning – Jane Doe from Tue, Dec 1, 10:00 AM to Wed, Dec 2, 10:00 AM EST');
    // Across the change of the clocks, each time says its own zone.
    expect(
      describeAppointmentChange({ ...moved, from: '2027-03-12T15:00:00Z', to: '2027-03-15T14:00:00Z' }, zone, now),
    ).toBe('Moved Cleaning – Jane Doe from Fri, Mar 12, 2027, 10:00 AM EST to Mon, Mar 15, 2027, 10:00 AM EDT');
  });

  it('says a cancellation with its time and the reason when there is one', () => {
    const cancelled = { kind: 'cancelled' as const, appointmentId, summary, start: '2026-12-01T15:00:00Z' };
    expect(describeAppointmentChange({ ...cancelled, reason: 'Feeling better' }, zone, now)).toBe(
      'Cancelled Cleaning – Jane Doe (Tue, Dec 1, 10:00 AM EST): Feeling better',
    );
    expect(describeAppointmentChange({ ...cancelled, reason: null }, zone, now)).toBe(
      'Cancelled Cleaning – Jane Doe (Tue, Dec 1, 10:00 AM EST)',
    );
  });
});
