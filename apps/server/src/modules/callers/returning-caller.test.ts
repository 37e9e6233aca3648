import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import type { CallerDetail, CallerList } from '@portal/shared/callers';
import type { CallList } from '@portal/shared/calls';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bookingOwner } from '../calls/booking/testing.ts';
import { phoneApi } from '../phone-numbers/testing.ts';

/**
 * The walk-through a business that lives on appointments cares about, on the emulated platform with
 * its stand-in model and Google Calendar's emulator: a caller books, calls back from the same number
 * and is greeted by name, moves the appointment to the next day, calls a third time and cancels
 * it. Someone calling from another number can neither find nor change it.
 */

const JANE = '+15125550123';
const ZONE = 'America/New_York';
// A fixed 'now' (a Tuesday noon in New York), so the test reads the same on any day.
const now = DateTime.fromISO('2030-03-12T12:00', { zone: ZONE });
const at = (days: number, time: string) =>
  DateTime.fromISO(`${now.plus({ days }).toISODate()}T${time}`, { zone: ZONE });

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingOwner>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  setup = await bookingOwner(t, 'returning', '+15125550179');
  const api = phoneApi(t);
  await api.setPlan(setup.owner, 'Premium Plan');
  const bought = await api.buy(setup.owner, await api.available(setup.owner, '404'), setup.agent.id);
  expect(bought.status).toBe(201);
});
afterAll(() => t.close());

const ring = async (callerNumber: string, callerLines: string[]) => {
  const response = await setup.owner.json(`/api/agents/${setup.agent.id}/simulated-calls`, 'POST', {
    callerLines,
    callerNumber,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<SimulatedCall>(response);
};
const agentSaid = (call: SimulatedCall) =>
  call.transcript
    .filter((line) => line.speaker === 'agent')
    .map((line) => line.text)
    .join('\n');
const janesEvents = async () =>
  (await setup.calendar())
    .filter((event) => event.summary.endsWith('Jane Doe'))
    .map((event) => DateTime.fromISO(event.start.dateTime).toMillis());

describe('a caller the agent knows', () => {
  it('books, is greeted by name, moves it to the next day, cancels it, and only ever reaches their own', async () => {
    const first = await ring(JANE, [
      'Can I book a cleaning tomorrow at 10?',
      'Jane Doe, 512-555-0123.',
      'Yes, please book it.',
    ]);
    expect(agentSaid(first)).toMatch(/booked/i);
    expect(await janesEvents()).toEqual([at(1, '10:00').toMillis()]);

    const second = await ring(JANE, ['Yes, I need to move it to the next day, same time.', 'Yes, please.']);
    // After the recording notice every caller hears first.
    expect(second.transcript[0]!.text).toBe(
      'This call is recorded. Hi Jane, good to hear from you again. Thanks for calling! How can I help you today? Is it about your appointment on Wednesday, March 13 at 10:00 AM?',
    );
    expect(agentSaid(second)).toContain(
      'Moved: the appointment is now on Thursday, March 14 at 10:00 AM (it was Wednesday, March 13 at 10:00 AM).',
    );
    expect(await janesEvents()).toEqual([at(2, '10:00').toMillis()]);
    // The old time is open again.
    const reopened = await setup.simulate('+15125550190', [
      { tool: 'check_availability', arguments: { date: at(1, '10:00').toISODate() } },
    ]);
    expect(reopened.answers[0]).toMatch(/10:00 AM/);

    // Someone else, from another number, asks about it by the wrong name.
    const stranger = await ring('+15125550191', ['When is my appointment?', 'John Smith, 512 555 0123.']);
    expect(agentSaid(stranger)).not.toMatch(/March 14/);

    const third = await ring(JANE, ['Yes, I need to cancel it.', 'Yes.', "I'm feeling better."]);
    expect(third.transcript[0]!.text).toContain('Is it about your appointment on Thursday, March 14 at 10:00 AM?');
    expect(agentSaid(third)).toContain('Cancelled: the appointment on Thursday, March 14 at 10:00 AM.');
    expect(await janesEvents()).toEqual([]);

    const [jane] = (await readJson<CallerList>(await setup.owner.request('/api/callers?search=jane'))).callers;
    expect(jane).toMatchObject({
      number: JANE,
      name: 'Jane Doe',
      calls: 3,
      nextAppointment: null,
      lastOutcome: 'cancelled',
    });
    const detail = await readJson<CallerDetail>(await setup.owner.request(`/api/callers/${jane!.id}`));
    expect(detail.appointments.map((appointment) => appointment.status)).toEqual(['cancelled']);
    const calls = await readJson<CallList>(await setup.owner.request(`/api/calls?caller=${jane!.id}`));
    expect(calls.calls.map((call) => call.outcomeKind)).toEqual(['cancelled', 'rescheduled', 'booked']);
  });
});
