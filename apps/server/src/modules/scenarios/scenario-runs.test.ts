import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Scenario, ScenarioList } from '@portal/shared/agents/scenarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { consentTo } from '../../testing/calendar-consent.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';

// Test conversations through the sandbox: the Vapi emulator's chat answers with its rule-based
// stand-in for the model, calling the portal's webhook for the booking tools as Vapi would.

let t: TestApp;
let owner: SignedInUser;
let agentId: string;
const googleEmail = `scenarios-${randomUUID()}@gmail.com`;

const PRICES = 'Teeth whitening: $299. Routine cleaning: $120.';
const BOOKING = 'Books an appointment';
const PRICE = 'Gives the price of teeth whitening';
const CALL_BACK = 'Takes a call-back request';

async function calendarEvents() {
  const response = await fetch(`${t.baseUrl}/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`, {
    headers: { authorization: 'Bearer test' },
  });
  return ((await response.json()) as { items: unknown[] }).items;
}

async function scenarioTitled(title: string) {
  const { scenarios } = await readJson<ScenarioList>(await owner.request(`/api/agents/${agentId}/scenarios`));
  const scenario = scenarios.find((candidate) => candidate.title === title);
  if (!scenario) throw new Error(`no scenario "${title}" in ${scenarios.map((s) => s.title).join(', ')}`);
  return scenario;
}

async function run(title: string) {
  const scenario = await scenarioTitled(title);
  const response = await owner.request(`/api/agents/${agentId}/scenarios/${scenario.id}/run`, { method: 'POST' });
  expect(response.status).toBe(200);
  return readJson<Scenario>(response);
}

const reasons = (scenario: Scenario) => scenario.lastResult?.expectations.map((result) => result.reason);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'scenarios');
  const { authorizationUrl } = await readJson<{ authorizationUrl: string }>(
    await owner.json('/api/calendar/connect', 'POST', {}),
  );
  const consent = await consentTo(authorizationUrl, { origin: t.baseUrl!, email: googleEmail });
  const exchange = await owner.json('/api/calendar/exchange', 'POST', { code: consent.code, state: consent.state });
  expect(exchange.status).toBe(200);
  const templates = await readJson<{ id: string; industry: string }[]>(await owner.request('/api/agents/templates'));
  const dental = templates.find((template) => template.industry === 'dental_clinic')!;
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Smile Desk', templateId: dental.id });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
  const prices = await owner.json(`/api/agents/${agentId}/sections/yourPrices`, 'PATCH', { yourPrices: PRICES });
  expect(prices.status).toBe(200);
  // The owner keeps the template's suggested week: only then may callers be told it.
  const { yourHours, timezone } = await readJson<{ yourHours: unknown; timezone: string }>(
    await owner.request(`/api/agents/${agentId}`),
  );
  const hours = await owner.json(`/api/agents/${agentId}/sections/yourHours`, 'PATCH', { yourHours, timezone });
  expect(hours.status).toBe(200);
});
afterAll(() => t.close());

describe('running scenarios in the sandbox', () => {
  it('a dental agent with a calendar passes every proposed scenario, booking nothing', async () => {
    const { scenarios } = await readJson<ScenarioList>(await owner.request(`/api/agents/${agentId}/scenarios`));
    expect(scenarios.map((scenario) => scenario.title)).toEqual([
      BOOKING,
      'Takes an urgent message',
      PRICE,
      'Says it is closed on Saturday',
      'Declines to discuss diagnoses or opinions about whether treatment is needed',
      CALL_BACK,
    ]);
    const results = new Map<string, Scenario>();
    for (const { title } of scenarios) results.set(title, await run(title));
    for (const [title, scenario] of results) {
      const transcript = scenario.lastResult?.transcript.map((line) => `${line.speaker}: ${line.text}`).join('\n');
      expect(scenario.lastResult, `${title}\n${transcript}`).toMatchObject({ passed: true, error: null });
    }

    const booking = results.get(BOOKING)!;
    expect(reasons(booking)?.[0]).toMatch(/^Booked \w+day, \w+ \d+ at 10:00 AM\.$/);
    expect(reasons(booking)?.[1]).toBe(
      'The booking had every required detail: full name, phone number, reason for the visit, client status (new or existing).',
    );
    expect(booking.lastResult?.transcript.some((line) => line.text.startsWith('book_appointment → Booked:'))).toBe(
      true,
    );
    expect(reasons(results.get(PRICE)!)).toEqual(['Mentioned “$299”.']);
    // Asked to be called back, with a question the agent cannot answer: the message is taken.
    expect(reasons(results.get(CALL_BACK)!)?.[0]).toMatch(/^Took the message: “/);

    // A dry run: nothing in the owner's calendar, and no call recorded (nor counted as usage).
    expect(await calendarEvents()).toEqual([]);
    expect(await t.db.select().from(callRecords).where(eq(callRecords.userId, owner.id))).toEqual([]);
    const { summary } = await readJson<ScenarioList>(await owner.request(`/api/agents/${agentId}/scenarios`));
    expect(summary).toMatchObject({ passed: scenarios.length, total: scenarios.length, notRun: 0 });
  });

  it('fails the same scenarios, saying why, once scheduling is off and the prices are gone', async () => {
    const off = await owner.json(`/api/agents/${agentId}/sections/scheduling`, 'PATCH', {
      scheduling: 'No',
      schedulingConfig: null,
      schedulingInstructionsText: null,
    });
    expect(off.status).toBe(200);
    expect((await owner.json(`/api/agents/${agentId}/sections/yourPrices`, 'PATCH', { yourPrices: null })).status).toBe(
      200,
    );

    const booking = await run(BOOKING);
    expect(booking.lastResult).toMatchObject({ passed: false, error: null });
    expect(reasons(booking)?.[0]).toMatch(
      /^No appointment was booked: the agent said “.+” \(booking is turned off for this agent\)\.$/,
    );
    const price = await run(PRICE);
    expect(price.lastResult).toMatchObject({ passed: false, error: null });
    expect(reasons(price)).toEqual(['Did not mention “$299”.']);

    expect(await calendarEvents()).toEqual([]);
    expect(await t.db.select().from(callRecords).where(eq(callRecords.userId, owner.id))).toEqual([]);
  });
});
