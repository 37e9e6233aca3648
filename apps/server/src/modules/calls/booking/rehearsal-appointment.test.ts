import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { APPOINTMENT_ANSWERS, REHEARSAL_APPOINTMENT_ID } from '@portal/shared/voice-webhook.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, callRecords } from '../../../db/schema/index.ts';
import { DRY_RUN_HEADER, signDryRun } from '../../../lib/dry-run.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { signedInUser } from '../../../testing/signed-in-user.ts';
import { bookingOwner } from './testing.ts';

/**
 * A test conversation (a dry run) has no real caller, so it finds a rehearsal appointment instead
 * of nothing, and moves or cancels it as it would a real one: the times checked against the
 * calendar, nothing written. A real call never sees it.
 */

const JANE = '+15125550123';
const STRANGER = '+15125550999';
// A fixed 'now' (a Tuesday noon in New York), so the test reads the same on any day.
const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const day = (offset: number) => now.plus({ days: offset }).toISODate()!;
// The first open time from then: the agent books every day from 9 to 5, with no notice.
const FIRST_OPEN = 'Tuesday, March 12 at 12:00 PM';
const REHEARSAL = `Appointment – Jane Doe on ${FIRST_OPEN} (appointment id ${REHEARSAL_APPOINTMENT_ID})`;

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingOwner>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  setup = await bookingOwner(t, 'rehearser', '+15125550166');
});
afterAll(() => t.close());

/**
 * One tool call of a test conversation for `owner`'s agent, as the scenario runner's assistant
 * sends it: a chat with no number, unless `from` gives the caller one.
 */
async function dryRun(
  owner: { userId: string; agentId: string },
  name: string,
  args: Record<string, unknown>,
  from?: string,
) {
  const where = from ? { call: { id: `dry-${randomUUID()}`, customer: { number: from } } } : {};
  const response = await fetch(`${t.baseUrl}/api/webhooks/vapi`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vapi-secret': t.config.vapi.webhookSecret,
      [DRY_RUN_HEADER]: signDryRun(owner, t.config.vapi.webhookSecret),
    },
    body: JSON.stringify({
      message: {
        type: 'tool-calls',
        chat: { id: `chat-${randomUUID()}` },
        ...where,
        toolCallList: [
          { id: `call_${randomUUID()}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
    }),
  });
  return ((await response.json()) as { results: { result?: string }[] }).results[0]?.result;
}

const rehearse = (name: string, args: Record<string, unknown>, from?: string) =>
  dryRun({ userId: setup.owner.id, agentId: setup.agent.id }, name, args, from);
const asJane = { full_name: 'Jane Doe', phone_number: '512 555 0123' };

describe('the rehearsal appointment of a test conversation', () => {
  it('is found at the first open time, under the name given, once the caller says who they are', async () => {
    // A chat has no number to look under: the agent asks for the name and number, as on a real call.
    expect(await rehearse('find_appointments', {})).toBe(APPOINTMENT_ANSWERS.noneForNumber);
    expect(await rehearse('find_appointments', asJane)).toBe(`${APPOINTMENT_ANSWERS.found} ${REHEARSAL}.`);
    // A test caller with a number, but no name yet.
    expect(await rehearse('find_appointments', {}, STRANGER)).toBe(
      `${APPOINTMENT_ANSWERS.found} Appointment – Test caller on ${FIRST_OPEN} (appointment id ${REHEARSAL_APPOINTMENT_ID}).`,
    );
  });

  it('moves only to an open time and cancels, saying what a real change would say, changing nothing', async () => {
    const real = await setup.simulate(STRANGER, [
      {
        tool: 'book_appointment',
        arguments: { start: `${day(1)}T10:00`, full_name: 'Sam Other', phone_number: STRANGER },
      },
    ]);
    expect(real.answers[0]).toMatch(/^Booked:/);
    const move = (time: string) =>
      rehearse('reschedule_appointment', {
        appointment_id: REHEARSAL_APPOINTMENT_ID,
        new_start: `${day(1)}T${time}`,
        ...asJane,
      });
    expect(await move('10:00')).toMatch(/^That time is no longer available\. Open times on Wednesday, March 13:/);
    expect(await move('11:00')).toBe(
      `${APPOINTMENT_ANSWERS.moved} the appointment is now on Wednesday, March 13 at 11:00 AM (it was ${FIRST_OPEN}).`,
    );
    const cancel = await rehearse('cancel_appointment', {
      appointment_id: REHEARSAL_APPOINTMENT_ID,
      reason: 'Something came up',
      ...asJane,
    });
    expect(cancel).toBe(`${APPOINTMENT_ANSWERS.cancelled} the appointment on ${FIRST_OPEN}.`);

    // Only the real booking is in the calendar and the database, and only its call is recorded.
    expect((await setup.calendar()).map((event) => event.summary)).toEqual(['Appointment – Sam Other']);
    const stored = await t.db.select().from(appointments).where(eq(appointments.userId, setup.owner.id));
    expect(stored.map((row) => row.callerName)).toEqual(['Sam Other']);
    const records = await t.db.select().from(callRecords).where(eq(callRecords.userId, setup.owner.id));
    expect(records.map((record) => record.vapiCallId)).toEqual([real.callId]);
  });

  it('gives way to a real booking the caller has', async () => {
    const booked = await setup.simulate(JANE, [
      { tool: 'book_appointment', arguments: { start: `${day(2)}T14:00`, full_name: 'Jane Doe', phone_number: JANE } },
    ]);
    expect(booked.answers[0]).toMatch(/^Booked:/);
    const found = await rehearse('find_appointments', asJane);
    expect(found).toMatch(/^Upcoming appointments: Appointment – Jane Doe on Thursday, March 14 at 2:00 PM /);
    expect(found).not.toContain(REHEARSAL_APPOINTMENT_ID);
  });

  it('is never seen on a real call', async () => {
    const call = await setup.simulate('+15125550777', [
      { tool: 'find_appointments', arguments: {} },
      { tool: 'find_appointments', arguments: { full_name: 'Lee Wong', phone_number: '512 555 0777' } },
      {
        tool: 'reschedule_appointment',
        arguments: { appointment_id: REHEARSAL_APPOINTMENT_ID, new_start: `${day(3)}T10:00` },
      },
      { tool: 'cancel_appointment', arguments: { appointment_id: REHEARSAL_APPOINTMENT_ID } },
    ]);
    expect(call.answers).toEqual([
      APPOINTMENT_ANSWERS.noneForNumber,
      APPOINTMENT_ANSWERS.noneForName,
      APPOINTMENT_ANSWERS.notTheirs,
      APPOINTMENT_ANSWERS.notTheirs,
    ]);
  });

  it('says the calendar cannot be reached when none is connected', async () => {
    const owner = await signedInUser(t, 'no-calendar');
    const { agent } = (await (await owner.json('/api/agents', 'POST', { agentName: 'Booker' })).json()) as {
      agent: { id: string };
    };
    const answer = await dryRun({ userId: owner.id, agentId: agent.id }, 'find_appointments', asJane);
    expect(answer).toBe(
      "I can't reach the calendar right now, so I'll take a message and the team will make the change.",
    );
  });
});
