import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Scenario, ScenarioList } from '@portal/shared/agents/scenarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, callRecords } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readJson } from '../../testing/signed-in-user.ts';
import { bookingOwner } from '../calls/booking/testing.ts';

// The proposed scenarios that manage a caller's own booking, run through the scenarios API against
// the sandbox's rule-based stand-in for the model: a test conversation has no real booking, so
// the webhook gives it the rehearsal appointment, and nothing is written anywhere.

// A fixed 'now' (a Tuesday noon in New York), so the test reads the same on any day.
const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const LOOK_UP = 'Looks up an appointment';
const MOVE = 'Moves an appointment';
const CANCEL = 'Cancels an appointment';

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingOwner>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  setup = await bookingOwner(t, 'rehearsals', '+15125550155');
});
afterAll(() => t.close());

async function run(title: string) {
  const path = `/api/agents/${setup.agent.id}/scenarios`;
  const { scenarios } = await readJson<ScenarioList>(await setup.owner.request(path));
  const scenario = scenarios.find((candidate) => candidate.title === title)!;
  const response = await setup.owner.request(`${path}/${scenario.id}/run`, { method: 'POST' });
  expect(response.status).toBe(200);
  return readJson<Scenario>(response);
}

const transcriptOf = (scenario: Scenario) =>
  scenario.lastResult!.transcript.map((line) => `${line.speaker}: ${line.text}`).join('\n');

describe('the proposed scenarios that manage a booking', () => {
  it('pass for an agent with a calendar, on the rehearsal appointment, changing nothing', async () => {
    const results = new Map<string, Scenario>();
    for (const title of [LOOK_UP, MOVE, CANCEL]) results.set(title, await run(title));
    for (const [title, scenario] of results)
      expect(scenario.lastResult, `${title}\n${transcriptOf(scenario)}`).toMatchObject({ passed: true, error: null });

    const reason = (title: string) => results.get(title)!.lastResult!.expectations[0]!.reason;
    // The first open time from a Tuesday noon, every day bookable from 9 to 5 with no notice.
    expect(reason(LOOK_UP)).toBe('Read back the appointment on Tuesday, March 12 at 12:00 PM.');
    expect(reason(MOVE)).toBe(
      'Moved the appointment from Tuesday, March 12 at 12:00 PM to Wednesday, March 13 at 10:00 AM.',
    );
    expect(reason(CANCEL)).toBe('Cancelled the appointment on Tuesday, March 12 at 12:00 PM.');
    // Asked for the name and number it was booked under, the caller gave them, and it was found.
    expect(transcriptOf(results.get(LOOK_UP)!)).toContain(
      'agent: Your appointment is on Tuesday, March 12 at 12:00 PM.',
    );

    expect(await setup.calendar()).toEqual([]);
    expect(await t.db.select().from(appointments).where(eq(appointments.userId, setup.owner.id))).toEqual([]);
    expect(await t.db.select().from(callRecords).where(eq(callRecords.userId, setup.owner.id))).toEqual([]);
  });
});
