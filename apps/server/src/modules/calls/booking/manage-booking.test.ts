import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { APPOINTMENT_ANSWERS } from '@portal/shared/voice-webhook.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, callRecords } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bookingOwner } from './testing.ts';

/**
 * A caller manages their own bookings by phone: finds them by the number they call from (or by the
 * name and number they booked with), moves one to another open time and cancels it. The Google
 * event follows, and a change the owner made in Google Calendar is respected. Nobody else's
 * booking is ever found or changed.
 */

const JANE = '+15125550123';
const STRANGER = '+15125550999';
// A fixed 'now' (a Tuesday noon in New York), so the test reads the same on any day.
const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const day = (offset: number) => now.plus({ days: offset }).toISODate()!;

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingOwner>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  setup = await bookingOwner(t, 'manager', '+15125550177');
});
afterAll(() => t.close());

const book = (customer: string, time: string, name = 'Jane Doe', date = day(1)) =>
  setup.simulate(customer, [
    { tool: 'book_appointment', arguments: { start: `${date}T${time}`, full_name: name, phone_number: customer } },
  ]);
const idIn = (text: string) => /appointment id ([0-9a-f-]{36})/.exec(text)?.[1];
const find = async (customer: string, args: Record<string, unknown> = {}) => {
  const call = await setup.simulate(customer, [{ tool: 'find_appointments', arguments: args }]);
  return call.answers[0]!;
};
const recordOf = async (callId: string) =>
  (await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, callId)))[0]!;
const openTimes = async (date: string) =>
  (await setup.simulate(STRANGER, [{ tool: 'check_availability', arguments: { date } }])).answers[0]!;

describe('managing a booking by phone', () => {
  it('finds, moves and cancels the caller’s own appointment, the calendar following each step', async () => {
    expect((await book(JANE, '10:00')).transcript).toContain('Booked:');
    const found = await find(JANE);
    expect(found).toMatch(
      /^Upcoming appointments: Appointment – Jane Doe on Wednesday, March 13 at 10:00 AM \(appointment id /,
    );
    const id = idIn(found)!;

    const move = await setup.simulate(JANE, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(2)}T10:00` } },
    ]);
    expect(move.answers[0]).toBe(
      `${APPOINTMENT_ANSWERS.moved} the appointment is now on Thursday, March 14 at 10:00 AM (it was Wednesday, March 13 at 10:00 AM).`,
    );
    const [event] = (await setup.calendar()).filter((item) => item.summary === 'Appointment – Jane Doe');
    expect(DateTime.fromISO(event!.start.dateTime).toMillis()).toBe(
      DateTime.fromISO(`${day(2)}T10:00`, { zone: 'America/New_York' }).toMillis(),
    );
    // The old slot is free again for the next caller.
    expect(await openTimes(day(1))).toMatch(/10:00 AM/);
    const moved = await recordOf(move.callId);
    expect(moved.outcome?.outcome).toBe('rescheduled');
    expect(moved.appointmentChanges).toEqual([
      expect.objectContaining({
        kind: 'rescheduled',
        appointmentId: id,
        from: expect.any(String),
        to: expect.any(String),
      }),
    ]);

    const cancel = await setup.simulate(JANE, [
      { tool: 'cancel_appointment', arguments: { appointment_id: id, reason: 'Feeling better' } },
    ]);
    expect(cancel.answers[0]).toBe(
      `${APPOINTMENT_ANSWERS.cancelled} the appointment on Thursday, March 14 at 10:00 AM.`,
    );
    expect((await setup.calendar()).some((item) => item.summary === 'Appointment – Jane Doe')).toBe(false);
    expect((await recordOf(cancel.callId)).outcome?.outcome).toBe('cancelled');
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Feeling better' });
    expect(await find(JANE)).toBe(APPOINTMENT_ANSWERS.noneForNumber);
  });

  it('never finds or changes another caller’s booking, unless they give its name and number', async () => {
    await book(JANE, '11:00', 'Jane Doe', day(3));
    const id = idIn(await find(JANE))!;
    expect(await find(STRANGER)).toBe(APPOINTMENT_ANSWERS.noneForNumber);
    expect(await find(STRANGER, { full_name: 'John Smith', phone_number: '(512) 555-0123' })).toBe(
      APPOINTMENT_ANSWERS.noneForName,
    );
    const attempt = await setup.simulate(STRANGER, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(4)}T11:00` } },
      { tool: 'cancel_appointment', arguments: { appointment_id: id } },
    ]);
    expect(attempt.answers).toEqual([APPOINTMENT_ANSWERS.notTheirs, APPOINTMENT_ANSWERS.notTheirs]);
    // From a friend's phone, Jane gives the name and number she booked with.
    const byName = await find(STRANGER, { full_name: 'jane doe', phone_number: '512-555-0123' });
    expect(idIn(byName)).toBe(id);
    const cancel = await setup.simulate(STRANGER, [
      {
        tool: 'cancel_appointment',
        arguments: { appointment_id: id, full_name: 'Jane Doe', phone_number: '5125550123' },
      },
    ]);
    expect(cancel.answers[0]).toMatch(/^Cancelled:/);
  });

  it('follows what the owner changed in Google Calendar: a moved event reads at its new time, a deleted one is gone', async () => {
    await book(JANE, '14:00', 'Jane Doe', day(5));
    const id = idIn(await find(JANE))!;
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    const later = DateTime.fromISO(`${day(5)}T15:00`, { zone: 'America/New_York' });
    await setup.inGoogle('PATCH', row!.eventId, {
      start: { dateTime: later.toISO(), timeZone: 'America/New_York' },
      end: { dateTime: later.plus({ minutes: 30 }).toISO(), timeZone: 'America/New_York' },
    });
    expect(await find(JANE)).toContain('at 3:00 PM');
    await setup.inGoogle('DELETE', row!.eventId);
    expect(await find(JANE)).toBe(APPOINTMENT_ANSWERS.noneForNumber);
    const move = await setup.simulate(JANE, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(6)}T10:00` } },
    ]);
    expect(move.answers[0]).toBe(APPOINTMENT_ANSWERS.notTheirs);
  });

  it('moves only to an open time, by the same rules as a new booking', async () => {
    await book(JANE, '09:00', 'Jane Doe', day(7));
    await book(STRANGER, '10:00', 'Sam Other', day(7));
    const id = idIn(await find(JANE))!;
    const taken = await setup.simulate(JANE, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(7)}T10:00` } },
    ]);
    expect(taken.answers[0]).toMatch(/^That time is no longer available\. Open times on/);
    const closed = await setup.simulate(JANE, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(7)}T20:00` } },
    ]);
    expect(closed.answers[0]).toMatch(/^That time is no longer available\./);
    // A move by a quarter of an hour overlaps where it is now, which is no conflict with itself.
    const nudge = await setup.simulate(JANE, [
      { tool: 'reschedule_appointment', arguments: { appointment_id: id, new_start: `${day(7)}T09:15` } },
    ]);
    expect(nudge.answers[0]).toMatch(/^Moved: the appointment is now on .* at 9:15 AM/);
  });
});
