import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NOT_FOUND } from '@portal/shared/agents/agent';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { goLiveApi, itemOf, stateOf, shownNumber } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof goLiveApi>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = goLiveApi(t);
});
afterAll(() => t.close());

/** An owner on a plan with room for several numbers. */
async function owner(tag: string) {
  const user = await signedInUser(t, tag);
  await api.phones.setPlan(user, 'Premium Plan');
  return user;
}
const newAgent = async (user: SignedInUser, name = 'Bright Smile Receptionist') =>
  (await api.phones.createAgent(user, name)).id;

describe('GET /api/agents/{id}/go-live', () => {
  it('shows a new agent as not answering calls, with what it needs unmet', async () => {
    const user = await owner('new');
    const agentId = await newAgent(user);
    const goLive = await api.goLive(user, agentId);
    expect(goLive).toMatchObject({
      agentId,
      agentName: 'Bright Smile Receptionist',
      status: { state: 'off', label: 'Not answering calls' },
      number: null,
      calendar: { connected: false, email: null },
      activity: { callsToday: 0, callsThisPeriod: 0, lastCallAt: null },
    });
    expect(goLive.checklist.map((entry) => `${entry.key}:${entry.state}`)).toEqual([
      'businessName:unmet',
      'hours:unmet',
      'phoneNumber:unmet',
      'greeting:unmet',
      'voice:unmet',
      'tested:unmet',
      'assistant:met',
    ]);
  });

  it('meets business name, hours, greeting and voice as the owner saves them', async () => {
    const user = await owner('saves');
    const agentId = await newAgent(user);
    await api.save(user, agentId, 'businessName', { businessName: 'Bright Smile Dental' });
    await api.save(user, agentId, 'greeting', { greeting: 'Bright Smile Dental, how can I help?' });
    const halfway = await api.goLive(user, agentId);
    expect(itemOf(halfway, 'businessName')).toMatchObject({
      state: 'met',
      detail: 'Callers hear "Bright Smile Dental".',
      action: null,
    });
    expect([stateOf(halfway, 'greeting'), stateOf(halfway, 'hours'), stateOf(halfway, 'voice')]).toEqual([
      'met',
      'unmet',
      'unmet',
    ]);
    await api.makeReady(user, agentId);
    const ready = await api.goLive(user, agentId);
    for (const key of ['businessName', 'hours', 'greeting', 'voice'] as const) expect(stateOf(ready, key)).toBe('met');
    // Without a number no call reaches it yet.
    expect(ready.status.state).toBe('off');
  });
});

describe('going live and stopping', () => {
  it('is live once a number is assigned, and off at once when the number is released, with an alert', async () => {
    const user = await owner('release');
    const agentId = await newAgent(user);
    await api.makeReady(user, agentId);
    const number = await api.giveNumber(user, agentId, '512');
    const display = shownNumber(number.phoneNumber);

    const live = await api.goLive(user, agentId);
    expect(live.status).toEqual({ state: 'live', label: `Live on ${display}` });
    expect(live.number).toEqual({ e164: number.phoneNumber, display });
    expect(itemOf(live, 'phoneNumber')).toMatchObject({ state: 'met', detail: `Answers calls on ${display}.` });
    expect((await api.cockpit(user)).alerts).toEqual([]);

    expect((await api.phones.release(user, number.id)).status).toBe(200);
    const cockpit = await api.cockpit(user);
    expect(cockpit.agents.find((agent) => agent.agentId === agentId)?.status).toEqual({
      state: 'off',
      label: 'Not answering calls',
    });
    expect(cockpit.alerts).toEqual([
      {
        agentId,
        agentName: 'Bright Smile Receptionist',
        number: display,
        message: `Bright Smile Receptionist stopped answering calls on ${display}: no phone number reaches this agent.`,
        since: expect.any(String),
      },
    ]);
  });

  it('reports a stop even when nobody looked while the agent was live, until dismissed', async () => {
    const user = await owner('unseen');
    const agentId = await newAgent(user, 'Night Line');
    await api.makeReady(user, agentId);
    const number = await api.giveNumber(user, agentId, '415');
    // No read of the cockpit or the checklist between going live and the release.
    expect((await api.phones.release(user, number.id)).status).toBe(200);
    const [alert] = (await api.cockpit(user)).alerts;
    expect(alert).toMatchObject({ agentId, number: shownNumber(number.phoneNumber) });

    const dismissed = await api.dismiss(user, agentId);
    expect([dismissed.status, await dismissed.json()]).toEqual([200, { ok: true }]);
    expect((await api.cockpit(user)).alerts).toEqual([]);
    // Dismissing again, or an agent with no alert, changes nothing.
    expect((await api.dismiss(user, agentId)).status).toBe(200);
    expect((await api.cockpit(user)).alerts).toEqual([]);
  });

  it('clears the alert when the agent is live again, and alerts anew when it stops again', async () => {
    const user = await owner('again');
    const agentId = await newAgent(user);
    await api.makeReady(user, agentId);
    const first = await api.giveNumber(user, agentId, '206');
    expect((await api.phones.release(user, first.id)).status).toBe(200);
    expect((await api.dismiss(user, agentId)).status).toBe(200);

    const second = await api.giveNumber(user, agentId, '303');
    const cockpit = await api.cockpit(user);
    expect([cockpit.agents[0]?.status.state, cockpit.alerts]).toEqual(['live', []]);
    // Taking the number away for another agent stops this one.
    const other = await newAgent(user, 'Second Desk');
    expect((await api.phones.assign(user, second.id, other)).status).toBe(200);
    expect((await api.cockpit(user)).alerts.map((alert) => [alert.agentId, alert.number])).toEqual([
      [agentId, shownNumber(second.phoneNumber)],
    ]);
  });
});

describe('ownership', () => {
  it("answers 404 for another owner's agent, an unknown or malformed id, and never shows it", async () => {
    const alice = await owner('alice');
    const bob = await owner('bob');
    const agentId = await newAgent(alice);
    for (const id of [agentId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await bob.request(`/api/agents/${id}/go-live`);
      expect([response.status, (await readJson<ErrorJson>(response)).error.message]).toEqual([404, AGENT_NOT_FOUND]);
      expect((await api.dismiss(bob, id)).status).toBe(404);
    }
    expect((await api.cockpit(bob)).agents).toEqual([]);
    expect((await api.cockpit(alice)).agents.map((agent) => agent.agentId)).toEqual([agentId]);
  });

  it('leaves a deleted agent out', async () => {
    const user = await owner('deleted');
    const agentId = await newAgent(user);
    expect((await user.request(`/api/agents/${agentId}/soft-delete`, { method: 'POST' })).status).toBe(200);
    expect((await user.request(`/api/agents/${agentId}/go-live`)).status).toBe(404);
    expect((await api.cockpit(user)).agents).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/cockpit')).status).toBe(401);
    expect((await t.request('/api/agents/00000000-0000-4000-8000-000000000000/go-live')).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the cockpit, the checklist and the dismissal', async () => {
    const paths = (await readJson<{ paths: Record<string, object> }>(await t.request('/api/openapi.json'))).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/cockpit', '/agents/{id}/go-live', '/cockpit/alerts/{agentId}/dismiss']),
    );
  });
});
