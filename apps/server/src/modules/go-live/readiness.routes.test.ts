import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioResult } from '@portal/shared/agents/scenarios';
import { agentScenarios } from '../../db/schema/index.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { calendarApi } from '../calendar/testing.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { goLiveApi, itemOf, stateOf, shownNumber } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof goLiveApi>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = goLiveApi(t);
});
afterAll(() => t.close());

const vapiFaults = (init: RequestInit) =>
  fetch(`${t.baseUrl}/sandbox/vapi/_admin/faults`, {
    ...init,
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
  });
afterEach(async () => void (await vapiFaults({ method: 'DELETE' })));

/**
 * An owner with a ready agent answering on a number of its own. `unseen`: nobody reads its state
 * while it is live, so only the step that breaks it can leave the record of its stop.
 */
async function liveAgent(tag: string, areaCode: string, { unseen = false } = {}) {
  const user = await signedInUser(t, tag);
  const agent = await api.phones.createAgent(user, 'Bright Smile Receptionist');
  await api.makeReady(user, agent.id);
  const number = await api.giveNumber(user, agent.id, areaCode);
  if (!unseen) expect((await api.goLive(user, agent.id)).status.state).toBe('live');
  return { user, agent, number, display: shownNumber(number.phoneNumber) };
}

const alertsOf = async (user: SignedInUser) => (await api.cockpit(user)).alerts.map((alert) => alert.message);

describe('the calendar, when the agent books', () => {
  const scheduling = { scheduling: 'Gather Info: cleanings', schedulingConfig: null, schedulingInstructionsText: null };

  it('keeps the agent answering but not ready until the calendar is connected, and again once disconnected', async () => {
    const { user, agent, display } = await liveAgent('calendar', '512');
    expect(itemOf(await api.goLive(user, agent.id), 'calendar')).toBeUndefined();

    await api.save(user, agent.id, 'scheduling', scheduling);
    const booking = await api.goLive(user, agent.id);
    expect(booking.status).toEqual({ state: 'answering', label: `Answering on ${display}, needs attention` });
    expect(itemOf(booking, 'calendar')).toMatchObject({ state: 'unmet', action: 'Connect Google Calendar' });
    expect(await alertsOf(user)).toEqual([
      `Bright Smile Receptionist is no longer ready on ${display}: your agent takes bookings but cannot see or fill your calendar.`,
    ]);

    expect((await calendarApi(t).connect(user, 'owner@example.com')).status).toBe(200);
    const connected = await api.goLive(user, agent.id);
    expect([connected.status.state, stateOf(connected, 'calendar')]).toEqual(['live', 'met']);
    expect(connected.calendar).toEqual({ connected: true, email: 'owner@example.com' });
    expect(await alertsOf(user)).toEqual([]);

    expect((await calendarApi(t).post(user, 'disconnect')).status).toBe(200);
    expect(await alertsOf(user)).toHaveLength(1);
    expect((await api.goLive(user, agent.id)).calendar).toEqual({ connected: false, email: null });
  });

  it('tells Home when the calendar is disconnected, even if nobody looked while the agent was live', async () => {
    const { user, agent, display } = await liveAgent('calendar-unseen', '415', { unseen: true });
    await api.save(user, agent.id, 'scheduling', scheduling);
    expect((await calendarApi(t).connect(user, 'owner@example.com')).status).toBe(200);
    expect((await calendarApi(t).post(user, 'disconnect')).status).toBe(200);
    expect(await alertsOf(user)).toEqual([
      `Bright Smile Receptionist is no longer ready on ${display}: your agent takes bookings but cannot see or fill your calendar.`,
    ]);
  });
});

describe('call forwarding', () => {
  // In the shape of the card before destinations, which the API still takes as one destination.
  const forwardTo = (callForwardingNumber: string) => ({
    callForwardingActive: true,
    callForwardingCountryCode: '+1',
    callForwardingNumber,
    callForwardingInstructions: null,
  });

  it("is unmet when it forwards to the agent's own number, met when it forwards elsewhere", async () => {
    const { user, agent, number } = await liveAgent('forwarding', '305');
    // Saving refuses the agent's own number, so here the number came to the agent after the forwarding was saved.
    await api.phones.assign(user, number.id, null);
    await api.save(user, agent.id, 'callForwarding', forwardTo(number.phoneNumber.slice(2)));
    await api.phones.assign(user, number.id, agent.id);
    const toItself = await api.goLive(user, agent.id);
    expect(itemOf(toItself, 'forwarding')).toMatchObject({
      state: 'unmet',
      detail:
        "Staff line: The forwarding number is the agent's own number: a forwarded caller would ring the agent again.",
    });
    expect(toItself.status.state).toBe('answering');

    await api.save(user, agent.id, 'callForwarding', forwardTo('2125550199'));
    const elsewhere = await api.goLive(user, agent.id);
    expect([stateOf(elsewhere, 'forwarding'), elsewhere.status.state]).toEqual(['met', 'live']);
  });
});

describe('the voice platform', () => {
  it('needs attention when a push fails, tells Home at once, and is live again once the push succeeds', async () => {
    const { user, agent, display } = await liveAgent('push', '617', { unseen: true });
    await vapiFaults({ method: 'POST', body: JSON.stringify({ path: '/assistant', status: 500, times: 10 }) });
    expect((await api.save(user, agent.id, 'endOfCall', { endOfCall: 'Bye!' })).syncError).not.toBeNull();

    // Nobody read the state while the agent was live: the failed push recorded the stop.
    expect(await alertsOf(user)).toEqual([
      `Bright Smile Receptionist is no longer ready on ${display}: your latest changes did not reach the voice platform; callers get the previous version.`,
    ]);
    const failing = await api.goLive(user, agent.id);
    expect(failing.checklist[0]).toMatchObject({ key: 'assistant', state: 'attention', action: 'Retry sync' });
    expect(failing.status.state).toBe('answering');

    await vapiFaults({ method: 'DELETE' });
    expect((await user.request(`/api/agents/${agent.id}/sync`, { method: 'POST' })).status).toBe(200);
    expect((await api.goLive(user, agent.id)).status.state).toBe('live');
    expect(await alertsOf(user)).toEqual([]);
  });
});

describe('the test call', () => {
  const post = (body: unknown) =>
    t.request('/api/webhooks/vapi', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
      body: JSON.stringify(body),
    });

  it("is met by a web call's end-of-call report, which is not counted as a real call", async () => {
    const user = await signedInUser(t, 'web-call');
    const agent = await api.phones.createAgent(user, 'Tester');
    expect(itemOf(await api.goLive(user, agent.id), 'tested')).toMatchObject({ state: 'unmet' });
    const call = { ...vapiCall({ assistantId: agent.vapiAgentId }), type: 'webCall' };
    expect((await post(endOfCallReport(call, { transcript: 'AI: Hello' }))).status).toBe(200);

    const tested = await api.goLive(user, agent.id);
    expect(itemOf(tested, 'tested')).toMatchObject({ state: 'met', detail: 'You made a test call.' });
    expect(tested.activity).toMatchObject({ callsThisPeriod: 0, lastCallAt: null });
  });

  it('is met when every test scenario passes, and points to the failing ones otherwise', async () => {
    const user = await signedInUser(t, 'scenarios');
    const agent = await api.phones.createAgent(user, 'Tester');
    const result = (passed: boolean): ScenarioResult => ({
      passed,
      expectations: [],
      transcript: [],
      error: null,
      durationMs: 10,
      ranAt: '2026-05-01T15:00:00.000Z',
    });
    const scenario = (title: string, lastResult: ScenarioResult | null) => ({
      userId: user.id,
      agentId: agent.id,
      title,
      callerTurns: ['Hello?'],
      expectations: [],
      origin: 'owner' as const,
      lastResult,
    });
    await t.db.insert(agentScenarios).values([scenario('Hours', result(true)), scenario('Prices', result(false))]);
    expect(itemOf(await api.goLive(user, agent.id), 'tested')).toMatchObject({
      state: 'unmet',
      detail: '1 of 2 test scenarios fails.',
      fix: { kind: 'scenarios' },
    });

    await t.db.insert(agentScenarios).values(scenario('Parking', null));
    await t.db
      .update(agentScenarios)
      .set({ lastResult: result(true) })
      .where(eq(agentScenarios.agentId, agent.id));
    expect(itemOf(await api.goLive(user, agent.id), 'tested')).toMatchObject({
      state: 'met',
      detail: 'All 3 test scenarios pass.',
    });
  });
});
