import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Scenario, ScenarioList } from '@portal/shared/agents/scenarios';
import type { RingWhen } from '@portal/shared/agents/transfers.plain';
import { destination } from '@portal/shared/testing/destinations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { consentTo } from '../../testing/calendar-consent.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';

/** The billing line, as the owner types its number, ringing when told. */
const billingLine = (ringWhen: RingWhen) =>
  destination({ id: 'billing', name: 'Billing', number: '512-555-0123', reason: 'Billing questions', ringWhen });

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
const AI_QUESTION = 'Says it is an AI when asked';

async function calendarEvents() {
  const response = await fetch(`${t.baseUrl}/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`, {
    headers: { authorization: 'Bearer test' },
  });
  return ((await response.json()) as { items: unknown[] }).items;
}

const listOf = async (agent: string) => readJson<ScenarioList>(await owner.request(`/api/agents/${agent}/scenarios`));

async function scenarioTitled(title: string, agent = agentId) {
  const { scenarios } = await listOf(agent);
  const scenario = scenarios.find((candidate) => candidate.title === title);
  if (!scenario) throw new Error(`no scenario "${title}" in ${scenarios.map((s) => s.title).join(', ')}`);
  return scenario;
}

async function run(title: string, agent = agentId) {
  const scenario = await scenarioTitled(title, agent);
  const response = await owner.request(`/api/agents/${agent}/scenarios/${scenario.id}/run`, { method: 'POST' });
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
      'Looks up an appointment',
      'Moves an appointment',
      'Cancels an appointment',
      'Takes an urgent message',
      PRICE,
      'Says it is closed on Saturday',
      'Declines to discuss diagnoses or opinions about whether treatment is needed',
      CALL_BACK,
      AI_QUESTION,
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
    // Asked whether it is a person, the agent says it is an AI assistant, in its card's words.
    expect(reasons(results.get(AI_QUESTION)!)).toEqual(['Mentioned “AI assistant”.']);

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

describe('running scenarios on a draft', () => {
  // Once the agent answers a number, card saves go to its draft: runs test the draft, and their
  // results stay apart from those on what callers hear until the draft is published.
  const PRICE_CHECK = 'Quotes the new whitening price';
  const savePrices = async (agent: string, yourPrices: string) =>
    expect((await owner.json(`/api/agents/${agent}/sections/yourPrices`, 'PATCH', { yourPrices })).status).toBe(200);

  it('stores a run on the draft as its draft result, promotes it on Publish and drops it on Discard', async () => {
    const phones = phoneApi(t);
    await phones.setPlan(owner, 'Premium Plan');
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Draft Desk' });
    const agent = (await readJson<{ agent: { id: string } }>(created)).agent.id;
    await savePrices(agent, PRICES);
    expect((await phones.buy(owner, await phones.available(owner, '512'), agent)).status).toBe(201);
    const script = {
      title: PRICE_CHECK,
      callerTurns: ['How much is teeth whitening?'],
      expectations: [{ kind: 'mentions', text: '$349' }],
    };
    expect((await owner.json(`/api/agents/${agent}/scenarios`, 'POST', script)).status).toBe(201);

    // Callers hear $299: the run fails on what they hear, and there is no draft to summarise.
    const live = await run(PRICE_CHECK, agent);
    expect(live.lastResult).toMatchObject({ passed: false });
    expect(live.draftResult).toBeNull();
    expect((await listOf(agent)).draftSummary).toBeNull();

    await savePrices(agent, 'Teeth whitening: $349.');
    const onDraft = await run(PRICE_CHECK, agent);
    expect(onDraft.draftResult).toMatchObject({ passed: true, error: null });
    expect(onDraft.draftResult?.expectations.map((result) => result.reason)).toEqual(['Mentioned “$349”.']);
    expect(onDraft.lastResult).toEqual(live.lastResult);
    const drafted = await listOf(agent);
    expect(drafted.summary).toMatchObject({ passed: 0, notRun: drafted.summary.total - 1 });
    expect(drafted.draftSummary).toMatchObject({ passed: 1, lastRanAt: onDraft.draftResult!.ranAt });

    expect((await owner.json(`/api/agents/${agent}/draft/publish`, 'POST', {})).status).toBe(200);
    const published = await scenarioTitled(PRICE_CHECK, agent);
    expect(published.lastResult).toEqual(onDraft.draftResult);
    expect(published.draftResult).toBeNull();
    const afterPublish = await listOf(agent);
    expect(afterPublish.summary).toMatchObject({ passed: 1 });
    expect(afterPublish.draftSummary).toBeNull();

    await savePrices(agent, 'Teeth whitening: $399.');
    expect((await run(PRICE_CHECK, agent)).draftResult).toMatchObject({ passed: false });
    expect((await owner.request(`/api/agents/${agent}/draft`, { method: 'DELETE' })).status).toBe(200);
    const discarded = await scenarioTitled(PRICE_CHECK, agent);
    expect(discarded.draftResult).toBeNull();
    expect(discarded.lastResult).toEqual(onDraft.draftResult);
    expect((await listOf(agent)).draftSummary).toBeNull();
  });
});

describe('running scenarios set at a time, and with nobody answering transfers', () => {
  // The dental template as an owner sets it up: billing questions go to the billing line during
  // opening hours, anything else to the front desk at any time, and the practice closes for Thanksgiving.
  const TIMED = [
    'Transfers to a person',
    'Transfers during opening hours',
    'Takes a message after hours',
    'Takes a message when nobody answers',
    'Closed on a holiday',
  ] as const;

  it('passes the proposals of a correctly set-up agent, each at its time', async () => {
    const templates = await readJson<{ id: string; industry: string }[]>(await owner.request('/api/agents/templates'));
    const dental = templates.find((template) => template.industry === 'dental_clinic')!;
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Billing Desk', templateId: dental.id });
    const agent = (await readJson<{ agent: { id: string } }>(created)).agent.id;
    const { yourHours, timezone } = await readJson<{ yourHours: unknown; timezone: string }>(
      await owner.request(`/api/agents/${agent}`),
    );
    const closures = [{ id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' }];
    const hours = await owner.json(`/api/agents/${agent}/sections/yourHours`, 'PATCH', {
      yourHours,
      timezone,
      closures,
    });
    expect(hours.status).toBe(200);
    const forwarding = await owner.json(`/api/agents/${agent}/sections/callForwarding`, 'PATCH', {
      callForwardingActive: true,
      transferDestinations: [
        billingLine('open_hours'),
        destination({ id: 'desk', number: '512-555-0100', ringWhen: 'always' }),
      ],
    });
    expect(forwarding.status).toBe(200);

    const { scenarios } = await listOf(agent);
    const timed = scenarios.filter((scenario) => scenario.callAt !== null || scenario.transfersUnanswered);
    // Asking for a person reaches the first destination, the billing line: it too is called in its hours.
    expect(timed.map((scenario) => [scenario.title, scenario.callAt, scenario.transfersUnanswered])).toEqual([
      [TIMED[0], { on: 'Mon', time: '10:00' }, false],
      [TIMED[1], { on: 'Mon', time: '10:00' }, false],
      [TIMED[2], { on: 'Mon', time: '21:00' }, false],
      [TIMED[3], { on: 'Mon', time: '10:00' }, true],
      [TIMED[4], { on: '2026-11-26', time: '10:00' }, false],
    ]);
    const results = new Map<string, Scenario>();
    for (const title of TIMED) results.set(title, await run(title, agent));
    for (const [title, scenario] of results) {
      const transcript = scenario.lastResult?.transcript.map((line) => `${line.speaker}: ${line.text}`).join('\n');
      expect(scenario.lastResult, `${title}\n${transcript}`).toMatchObject({ passed: true, error: null });
    }
    const lines = (title: string) => results.get(title)!.lastResult!.transcript.map((line) => line.text);
    expect(reasons(results.get(TIMED[1])!)).toEqual(['Transferred to +15125550123.']);
    // Monday at 9 PM: the billing line is there again on Tuesday morning.
    expect(lines(TIMED[2])[1]).toBe(
      "Billing is available from 8:00 AM tomorrow. I can take a message for the team. What's your name?",
    );
    expect(lines(TIMED[3])).toContain('Nobody answered at Billing: the caller is back with the agent.');
    expect(lines(TIMED[4])[1]).toBe("We're closed today (Thanksgiving). We open again on Monday at 8:00 AM.");
  });

  it('fails them, saying why, when the agent transfers at any hour and has no closed dates', async () => {
    const templates = await readJson<{ id: string; industry: string }[]>(await owner.request('/api/agents/templates'));
    const dental = templates.find((template) => template.industry === 'dental_clinic')!;
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Night Desk', templateId: dental.id });
    const agent = (await readJson<{ agent: { id: string } }>(created)).agent.id;
    const script = {
      title: 'Billing at night',
      callerTurns: ['Can I talk to someone about billing questions?'],
      expectations: [{ kind: 'not_transferred' }],
      callAt: { on: 'Mon', time: '21:00' },
    };
    expect((await owner.json(`/api/agents/${agent}/scenarios`, 'POST', script)).status).toBe(201);
    await owner.json(`/api/agents/${agent}/sections/callForwarding`, 'PATCH', {
      callForwardingActive: true,
      transferDestinations: [billingLine('always')],
    });
    const night = await run(script.title, agent);
    expect(night.lastResult).toMatchObject({ passed: false, error: null });
    expect(reasons(night)).toEqual(['Transferred the call to +15125550123.']);
  });
});
