import { eq } from 'drizzle-orm';
import {
  SCENARIO_LIMITS,
  type Scenario,
  type ScenarioInput,
  type ScenarioList,
  type ScenarioResult,
} from '@portal/shared/agents/scenarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentScenarios } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
/** A second owner of agents: an account holds six at most. */
let carol: SignedInUser;
/** The owner of the scenarios set at a time. */
let erin: SignedInUser;
let dentalTemplateId: string;

const script: ScenarioInput = {
  title: 'Asks about parking',
  callerTurns: ['Is there parking?'],
  expectations: [{ kind: 'mentions', text: 'parking' }],
};

async function createAgent(user: SignedInUser, templateId: string | null = dentalTemplateId) {
  const response = await user.json('/api/agents', 'POST', { agentName: 'Tester', templateId });
  return (await readJson<{ agent: { id: string } }>(response)).agent.id;
}

const list = async (user: SignedInUser, agentId: string) =>
  readJson<ScenarioList>(await user.request(`/api/agents/${agentId}/scenarios`));

const add = (user: SignedInUser, agentId: string, body: unknown) =>
  user.json(`/api/agents/${agentId}/scenarios`, 'POST', body);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  carol = await signedInUser(t, 'carol');
  erin = await signedInUser(t, 'erin');
  const templates = await readJson<{ id: string; industry: string }[]>(await alice.request('/api/agents/templates'));
  dentalTemplateId = templates.find((template) => template.industry === 'dental_clinic')!.id;
});
afterAll(() => t.close());

describe('listing scenarios', () => {
  it('proposes scenarios from the agent’s set-up on the first list, once', async () => {
    const agentId = await createAgent(alice);
    const first = await list(alice, agentId);
    // The dental template books (and so looks after callers' own bookings), takes urgent messages
    // and avoids some topics; every agent takes call-back requests. Its hours are only suggested
    // until the owner keeps them, and an agent never tells callers a suggestion.
    expect(first.scenarios.map((scenario) => scenario.title)).toEqual([
      'Books an appointment',
      'Looks up an appointment',
      'Moves an appointment',
      'Cancels an appointment',
      'Takes an urgent message',
      'Declines to discuss diagnoses or opinions about whether treatment is needed',
      'Takes a call-back request',
      'Says it is an AI when asked',
    ]);
    expect(first.scenarios.every((scenario) => scenario.origin === 'proposed' && scenario.lastResult === null)).toBe(
      true,
    );
    expect(first.summary).toEqual({ passed: 0, total: 8, notRun: 8, lastRanAt: null });
    expect(await list(alice, agentId)).toEqual(first);
  });

  it('does not bring deleted proposals back, but adds the missing ones when asked', async () => {
    const agentId = await createAgent(alice);
    const { scenarios } = await list(alice, agentId);
    for (const scenario of scenarios) {
      const response = await alice.request(`/api/agents/${agentId}/scenarios/${scenario.id}`, { method: 'DELETE' });
      expect(await readJson(response)).toEqual({ ok: true });
    }
    expect(await list(alice, agentId)).toMatchObject({ scenarios: [], suggestionsMissing: 8 });

    const kept = await readJson<Scenario>(await add(alice, agentId, { ...script, title: 'Books an appointment' }));
    const refilled = await readJson<ScenarioList>(
      await alice.request(`/api/agents/${agentId}/scenarios/proposals`, { method: 'POST' }),
    );
    // A scenario with a proposal's title stands for it; the others come back as proposals.
    expect(refilled.scenarios.map((scenario) => [scenario.title, scenario.origin])).toEqual([
      ['Books an appointment', 'owner'],
      ['Looks up an appointment', 'proposed'],
      ['Moves an appointment', 'proposed'],
      ['Cancels an appointment', 'proposed'],
      ['Takes an urgent message', 'proposed'],
      ['Declines to discuss diagnoses or opinions about whether treatment is needed', 'proposed'],
      ['Takes a call-back request', 'proposed'],
      ['Says it is an AI when asked', 'proposed'],
    ]);
    expect(refilled.scenarios[0]!.id).toBe(kept.id);
    expect(refilled.suggestionsMissing).toBe(0);
    const again = await alice.request(`/api/agents/${agentId}/scenarios/proposals`, { method: 'POST' });
    expect((await readJson<ScenarioList>(again)).scenarios).toHaveLength(8);
  });
});

describe('writing scenarios', () => {
  it('adds, edits and deletes the owner’s scenario', async () => {
    const agentId = await createAgent(alice, null);
    const created = await add(alice, agentId, script);
    expect(created.status).toBe(201);
    const scenario = await readJson<Scenario>(created);
    expect(scenario).toMatchObject({ ...script, agentId, origin: 'owner', lastResult: null });

    const edited = {
      ...script,
      title: 'Asks about parking nearby',
      callerTurns: ['Where can I park?', 'Thanks, bye.'],
    };
    const patched = await alice.json(`/api/agents/${agentId}/scenarios/${scenario.id}`, 'PATCH', edited);
    expect(patched.status).toBe(200);
    expect(await readJson<Scenario>(patched)).toMatchObject({ ...edited, id: scenario.id, origin: 'owner' });
    expect((await list(alice, agentId)).scenarios.find((row) => row.id === scenario.id)?.title).toBe(
      'Asks about parking nearby',
    );

    const removed = await alice.request(`/api/agents/${agentId}/scenarios/${scenario.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const twice = await alice.request(`/api/agents/${agentId}/scenarios/${scenario.id}`, { method: 'DELETE' });
    expect(twice.status).toBe(404);
    expect((await readJson<ErrorJson>(twice)).error.message).toBe('Scenario not found.');
  });

  it('clears the results of an edited scenario, live and draft: they no longer describe it', async () => {
    const agentId = await createAgent(alice, null);
    const scenario = await readJson<Scenario>(await add(alice, agentId, script));
    const result: ScenarioResult = {
      passed: true,
      expectations: [{ expectation: script.expectations[0]!, passed: true, reason: 'Mentioned “parking”.' }],
      transcript: [{ speaker: 'caller', text: 'Is there parking?' }],
      error: null,
      durationMs: 12,
      ranAt: '2030-03-12T16:00:00.000Z',
    };
    const onDraft = { ...result, passed: false, ranAt: '2030-03-12T16:05:00.000Z' };
    await t.db
      .update(agentScenarios)
      .set({ lastResult: result, draftResult: onDraft })
      .where(eq(agentScenarios.id, scenario.id));
    const ran = await list(alice, agentId);
    expect(ran.scenarios.find((row) => row.id === scenario.id)).toMatchObject({
      lastResult: result,
      draftResult: onDraft,
    });
    expect(ran.summary).toMatchObject({ passed: 1, lastRanAt: '2030-03-12T16:00:00.000Z' });
    // The agent has no draft: there is no draft summary to show.
    expect(ran.draftSummary).toBeNull();

    const patched = await alice.json(`/api/agents/${agentId}/scenarios/${scenario.id}`, 'PATCH', script);
    expect(await readJson<Scenario>(patched)).toMatchObject({ lastResult: null, draftResult: null });
  });

  it('keeps when the call happens and whether anyone answers transfers; an edit leaving them out keeps them', async () => {
    const agentId = await createAgent(erin, null);
    const plain = await readJson<Scenario>(await add(erin, agentId, script));
    expect(plain).toMatchObject({ callAt: null, transfersUnanswered: false });

    const timed = { ...script, callAt: { on: 'Mon', time: '21:00' }, transfersUnanswered: true };
    const created = await readJson<Scenario>(await add(erin, agentId, timed));
    expect(created).toMatchObject(timed);
    const path = `/api/agents/${agentId}/scenarios/${created.id}`;
    const retitled = await readJson<Scenario>(await erin.json(path, 'PATCH', { ...script, title: 'Parking at night' }));
    expect(retitled).toMatchObject({ title: 'Parking at night', callAt: timed.callAt, transfersUnanswered: true });

    // Set on a date, then any time again: each edit clears the results, which no longer describe it.
    await t.db
      .update(agentScenarios)
      .set({ lastResult: { ...ranResult(), passed: true } })
      .where(eq(agentScenarios.id, created.id));
    const dated = await readJson<Scenario>(
      await erin.json(path, 'PATCH', { ...script, callAt: { on: '2026-11-26', time: '10:00' } }),
    );
    expect(dated).toMatchObject({ callAt: { on: '2026-11-26', time: '10:00' }, lastResult: null });
    const anyTime = await readJson<Scenario>(
      await erin.json(path, 'PATCH', { ...script, callAt: null, transfersUnanswered: false }),
    );
    expect(anyTime).toMatchObject({ callAt: null, transfersUnanswered: false });
    expect((await list(erin, agentId)).scenarios.find((row) => row.id === created.id)).toEqual(anyTime);
  });

  it('refuses a call time that does not read, saying how to write it', async () => {
    const agentId = await createAgent(erin, null);
    const refused = async (callAt: unknown) => {
      const response = await add(erin, agentId, { ...script, callAt });
      expect(response.status).toBe(400);
      return (await readJson<ErrorJson>(response)).error.message;
    };
    expect(await refused({ on: 'Someday', time: '10:00' })).toBe(
      'callAt.on: Use a day of the week (Mon to Sun) or a real date like 2026-11-26.',
    );
    expect(await refused({ on: '2026-02-30', time: '10:00' })).toBe(
      'callAt.on: Use a day of the week (Mon to Sun) or a real date like 2026-11-26.',
    );
    expect(await refused({ on: '', time: '10:00' })).toBe('callAt.on: Choose the day or the date of the call.');
    expect(await refused({ on: 'Mon', time: '9pm' })).toBe('callAt.time: Use a 24-hour time like 09:30 or 21:00.');
    expect(await refused({ on: 'Mon', time: '' })).toBe('callAt.time: Enter the time of the call.');
    expect(await refused({ on: 'Mon', time: '10:00', zone: 'UTC' })).toBe('callAt: Unknown field: zone.');
    const notBoolean = await add(erin, agentId, { ...script, transfersUnanswered: 'yes' });
    expect((await readJson<ErrorJson>(notBoolean)).error.message).toMatch(/^transfersUnanswered:/);
  });

  it(`refuses a scenario past ${SCENARIO_LIMITS.perAgent} for one agent, with a clear message`, async () => {
    const agentId = await createAgent(alice, null);
    const { scenarios } = await list(alice, agentId);
    for (let index = scenarios.length; index < SCENARIO_LIMITS.perAgent; index++) {
      expect((await add(alice, agentId, { ...script, title: `Scenario ${index}` })).status).toBe(201);
    }
    const over = await add(alice, agentId, script);
    expect(over.status).toBe(409);
    expect((await readJson<ErrorJson>(over)).error.message).toBe(
      `An agent can have at most ${SCENARIO_LIMITS.perAgent} scenarios. Delete one to add another.`,
    );
    expect((await list(alice, agentId)).summary.total).toBe(SCENARIO_LIMITS.perAgent);
  });

  it('answers a bad scenario 400, naming the field', async () => {
    const agentId = await createAgent(alice, null);
    const refused = async (body: unknown) => {
      const response = await add(alice, agentId, body);
      expect(response.status).toBe(400);
      return (await readJson<ErrorJson>(response)).error;
    };
    expect(await refused({ ...script, title: '  ' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'title: Give the scenario a title.',
    });
    expect((await refused({ ...script, callerTurns: [] })).message).toBe(
      'callerTurns: Add at least one thing the caller says.',
    );
    expect((await refused({ ...script, expectations: [] })).message).toBe(
      'expectations: Choose at least one expectation.',
    );
    expect((await refused({ ...script, expectations: [{ kind: 'mentions', text: '' }] })).message).toBe(
      'expectations.0.text: Enter the text to look for.',
    );
    expect((await refused({ ...script, expectations: [{ kind: 'sang_a_song' }] })).message).toMatch(/^expectations\.0/);
    expect((await refused({ ...script, colour: 'red' })).message).toBe('Unknown field: colour.');
    const tooMany = Array.from({ length: SCENARIO_LIMITS.turns + 1 }, () => 'Hello?');
    expect((await refused({ ...script, callerTurns: tooMany })).message).toMatch(/^callerTurns:/);
    expect((await refused('not an object')).code).toBe('VALIDATION_FAILED');
    const notJson = await alice.request(`/api/agents/${agentId}/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(notJson.status).toBe(400);
    const patched = await alice.json(`/api/agents/${agentId}/scenarios/${crypto.randomUUID()}`, 'PATCH', {});
    expect(patched.status).toBe(400);
  });
});

/** A stored run's result, for tests that need one without running. */
const ranResult = (): ScenarioResult => ({
  passed: false,
  expectations: [{ expectation: script.expectations[0]!, passed: false, reason: 'Did not mention “parking”.' }],
  transcript: [{ speaker: 'caller', text: 'Is there parking?' }],
  error: null,
  durationMs: 12,
  ranAt: '2030-03-12T16:00:00.000Z',
});

describe('whose scenarios', () => {
  it('reads another owner’s agent and scenarios as not found, never forbidden', async () => {
    const agentId = await createAgent(carol, null);
    const scenario = await readJson<Scenario>(await add(carol, agentId, script));
    const bobsAgent = await createAgent(bob, null);
    const attempts: [string, string, unknown?][] = [
      [`/api/agents/${agentId}/scenarios`, 'GET'],
      [`/api/agents/${agentId}/scenarios`, 'POST', script],
      [`/api/agents/${agentId}/scenarios/proposals`, 'POST'],
      [`/api/agents/${agentId}/scenarios/${scenario.id}`, 'PATCH', script],
      [`/api/agents/${agentId}/scenarios/${scenario.id}`, 'DELETE'],
      [`/api/agents/${agentId}/scenarios/${scenario.id}/run`, 'POST'],
      // Bob's own agent with Alice's scenario: still not his.
      [`/api/agents/${bobsAgent}/scenarios/${scenario.id}`, 'PATCH', script],
      [`/api/agents/${bobsAgent}/scenarios/${scenario.id}`, 'DELETE'],
      [`/api/agents/${bobsAgent}/scenarios/${scenario.id}/run`, 'POST'],
    ];
    for (const [path, method, body] of attempts) {
      const response = body === undefined ? await bob.request(path, { method }) : await bob.json(path, method, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await list(carol, agentId)).scenarios.find((row) => row.id === scenario.id)).toMatchObject(script);
  });

  it('reads ids that name nothing as not found', async () => {
    const agentId = await createAgent(carol, null);
    for (const path of [
      '/api/agents/not-a-uuid/scenarios',
      `/api/agents/${crypto.randomUUID()}/scenarios`,
      `/api/agents/${agentId}/scenarios/not-a-uuid/run`,
      `/api/agents/${agentId}/scenarios/${crypto.randomUUID()}/run`,
    ]) {
      const response = await carol.request(path, { method: path.endsWith('/run') ? 'POST' : 'GET' });
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 409 for a deleted agent', async () => {
    const agentId = await createAgent(carol, null);
    const scenario = await readJson<Scenario>(await add(carol, agentId, script));
    await carol.request(`/api/agents/${agentId}/soft-delete`, { method: 'POST' });
    for (const [path, method] of [
      [`/api/agents/${agentId}/scenarios`, 'GET'],
      [`/api/agents/${agentId}/scenarios/proposals`, 'POST'],
      [`/api/agents/${agentId}/scenarios/${scenario.id}/run`, 'POST'],
      [`/api/agents/${agentId}/scenarios/${scenario.id}`, 'DELETE'],
    ] as const) {
      const response = await carol.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect((await readJson<ErrorJson>(response)).error.message).toBe('This agent has been deleted.');
    }
  });

  it('removes an agent’s scenarios with the agent', async () => {
    const agentId = await createAgent(carol, null);
    await add(carol, agentId, script);
    expect((await carol.request(`/api/agents/${agentId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(agentScenarios).where(eq(agentScenarios.agentId, agentId))).toEqual([]);
  });
});
