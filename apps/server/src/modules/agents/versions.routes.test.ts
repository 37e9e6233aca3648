import { randomUUID } from 'node:crypto';
import type { Agent } from '@portal/shared/agents/agent';
import type { Analytics } from '@portal/shared/analytics';
import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import { CARD_CHANGED_ELSEWHERE, type AgentDraft, type AgentVersionList } from '@portal/shared/agents/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { NOTHING_TO_PUBLISH, VERSION_NOT_FOUND } from './drafts.service.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';

// A live agent's edits go to a draft: callers keep hearing the published version until the owner
// publishes, and any earlier version comes back. Calls go through the Vapi emulator, which answers
// with the assistant the portal pushed, as Vapi does.

let t: TestApp;
let phones: ReturnType<typeof phoneApi>;
let owner: SignedInUser;
let stranger: SignedInUser;

type Published = { agent: Agent; version: number | null; syncError: string | null };

const saveGreeting = (id: string, greeting: string, headers: Record<string, string> = {}) =>
  owner.request(`/api/agents/${id}/sections/greeting`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ greeting }),
  });
const draftOf = async (id: string) => readJson<AgentDraft>(await owner.request(`/api/agents/${id}/draft`));
const agentOf = async (id: string) => readJson<Agent>(await owner.request(`/api/agents/${id}`));
const publish = (id: string, note?: string) => owner.json(`/api/agents/${id}/draft/publish`, 'POST', { note });
const messageOf = async (response: Response) => (await readJson<ErrorJson>(response)).error.message;

/** The recording notice the agent says before its greeting (the Recording & Privacy card's default). */
const NOTICE = `${DEFAULT_PRIVACY_SETTINGS.noticeText} `;

/** The greeting a caller hears on a call to the agent's number, after the notice (the emulator plays the pushed assistant). */
async function callerHears(id: string) {
  const response = await owner.json(`/api/agents/${id}/simulated-calls`, 'POST', { callerLines: ['Hello?'] });
  expect(response.status).toBe(201);
  const call = await readJson<SimulatedCall>(response);
  const first = call.transcript.find((line) => line.speaker === 'agent')?.text ?? '';
  expect(first.startsWith(NOTICE)).toBe(true);
  return { greeting: first.slice(NOTICE.length), callId: call.callId };
}

async function liveAgent(name: string) {
  const created = await owner.json('/api/agents', 'POST', { agentName: name });
  const { agent } = await readJson<{ agent: Agent }>(created);
  expect((await saveGreeting(agent.id, 'Hello from the first version.')).status).toBe(200);
  const bought = await phones.buy(owner, await phones.available(owner, '512'), agent.id);
  expect(bought.status).toBe(201);
  return agent.id;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  phones = phoneApi(t);
  owner = await signedInUser(t, 'versions');
  stranger = await signedInUser(t, 'versions-stranger');
  await phones.setPlan(owner, 'Premium Plan');
});
afterAll(() => t.close());

describe('drafts of a live agent', () => {
  it('saves straight to what callers hear before the agent has a number', async () => {
    const { agent } = await readJson<{ agent: Agent }>(await owner.json('/api/agents', 'POST', { agentName: 'Setup' }));
    const saved = await readJson<SaveSectionResult>(await saveGreeting(agent.id, 'Welcome, first setup.'));
    expect(saved.agent).toMatchObject({ greeting: 'Welcome, first setup.', draftChanges: 0, publishedVersion: null });
    expect(await draftOf(agent.id)).toMatchObject({ editsGoToDraft: false, changes: [], liveVersion: null });
  });

  it('keeps callers on the published greeting until Publish, names the version on each call, and restores version 1', async () => {
    const id = await liveAgent('Front Desk');
    expect((await callerHears(id)).greeting).toBe('Hello from the first version.');

    const saved = await readJson<SaveSectionResult>(await saveGreeting(id, 'Hello from the draft.'));
    // The answer is the agent as the owner edits it: the draft.
    expect(saved.agent).toMatchObject({ greeting: 'Hello from the draft.', draftChanges: 1, publishedVersion: 1 });
    const draft = await draftOf(id);
    expect(draft).toMatchObject({ editsGoToDraft: true, liveVersion: 1 });
    expect(draft.changes).toEqual([
      {
        key: 'greeting',
        title: 'Greeting',
        tab: 'responsibilities',
        summary: 'Greeting changed',
        fields: [{ label: 'Greeting', before: 'Hello from the first version.', after: 'Hello from the draft.' }],
      },
    ]);
    const before = await callerHears(id);
    expect(before.greeting).toBe('Hello from the first version.');
    expect(
      (await readJson<{ agentVersion: number | null }>(await owner.request(`/api/calls/${before.callId}`)))
        .agentVersion,
    ).toBe(1);

    const published = await readJson<Published>(await publish(id, 'Friendlier greeting'));
    expect(published).toMatchObject({ version: 2, syncError: null });
    expect(published.agent).toMatchObject({ greeting: 'Hello from the draft.', draftChanges: 0, publishedVersion: 2 });
    const after = await callerHears(id);
    expect(after.greeting).toBe('Hello from the draft.');
    expect(
      (await readJson<{ agentVersion: number | null }>(await owner.request(`/api/calls/${after.callId}`))).agentVersion,
    ).toBe(2);

    const { versions } = await readJson<AgentVersionList>(await owner.request(`/api/agents/${id}/versions`));
    expect(versions.map((version) => [version.number, version.live, version.note])).toEqual([
      [2, true, 'Friendlier greeting'],
      [1, false, null],
    ]);
    expect(versions[0]!.changes.map((change) => change.summary)).toEqual(['Greeting changed']);
    // Named by the owner's name as they gave it at sign-up.
    expect(versions[0]!.publishedBy).toBe('Test User');

    // Analytics compares what came of the calls each version answered.
    const analytics = await readJson<Analytics>(await owner.request(`/api/analytics?period=7&agentId=${id}`));
    expect(analytics.versions.map((version) => [version.number, version.calls])).toEqual([
      [2, 1],
      [1, 2],
    ]);

    const restored = await readJson<Published>(
      await owner.json(`/api/agents/${id}/versions/1/restore`, 'POST', { publish: true }),
    );
    expect(restored).toMatchObject({ version: 3, agent: { greeting: 'Hello from the first version.' } });
    expect((await callerHears(id)).greeting).toBe('Hello from the first version.');
    const listed = await readJson<AgentVersionList>(await owner.request(`/api/agents/${id}/versions`));
    expect(listed.versions[0]).toMatchObject({ number: 3, note: 'Restored version 1', live: true });
  });

  it('discards a draft, and a save back to what callers hear leaves no draft', async () => {
    const id = await liveAgent('Discarder');
    await saveGreeting(id, 'A thought I will drop.');
    expect((await agentOf(id)).draftChanges).toBe(1);
    const discarded = await readJson<SaveSectionResult>(
      await owner.request(`/api/agents/${id}/draft`, { method: 'DELETE' }),
    );
    expect(discarded.agent).toMatchObject({ greeting: 'Hello from the first version.', draftChanges: 0 });

    await saveGreeting(id, 'Another thought.');
    await saveGreeting(id, 'Hello from the first version.');
    expect((await draftOf(id)).changes).toEqual([]);
    const nothing = await publish(id);
    expect(nothing.status).toBe(409);
    expect(await messageOf(nothing)).toBe(NOTHING_TO_PUBLISH);
  });

  it('restores an earlier version as the draft, for the owner to publish', async () => {
    const id = await liveAgent('Restorer');
    await saveGreeting(id, 'Version two greeting.');
    expect((await publish(id)).status).toBe(200);
    const restored = await readJson<Published>(
      await owner.json(`/api/agents/${id}/versions/1/restore`, 'POST', { publish: false }),
    );
    expect(restored).toMatchObject({
      version: null,
      agent: { greeting: 'Hello from the first version.', draftChanges: 1 },
    });
    expect((await callerHears(id)).greeting).toBe('Version two greeting.');
    const missing = await owner.json(`/api/agents/${id}/versions/9/restore`, 'POST', { publish: true });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(VERSION_NOT_FOUND);
  });

  it('refuses a card save made over one saved elsewhere since the page read it', async () => {
    const id = await liveAgent('Two Tabs');
    const revision = (await agentOf(id)).cardRevisions.greeting ?? 0;
    const first = await saveGreeting(id, 'Saved in the first tab.', { 'if-match': `"${revision}"` });
    expect(first.status).toBe(200);
    const second = await saveGreeting(id, 'Saved in the second tab.', { 'if-match': `"${revision}"` });
    expect(second.status).toBe(409);
    expect(await messageOf(second)).toBe(CARD_CHANGED_ELSEWHERE);
    expect((await agentOf(id)).greeting).toBe('Saved in the first tab.');
    // With the count it now has, the second tab's save goes through.
    const again = await saveGreeting(id, 'Saved in the second tab.', { 'if-match': String(revision + 1) });
    expect(again.status).toBe(200);
    const bad = await saveGreeting(id, 'x', { 'if-match': 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('keeps the published draft when the voice platform is down, and pushes it on the retry', async () => {
    const id = await liveAgent('Outage');
    await saveGreeting(id, 'Greeting during an outage.');
    await phones.fault('vapi', { path: '/assistant', status: 503, times: 10 });
    const published = await readJson<Published>(await publish(id));
    expect(published.version).toBe(2);
    expect(published.syncError).toMatch(/saved/);
    expect(published.agent).toMatchObject({
      greeting: 'Greeting during an outage.',
      draftChanges: 0,
      publishedVersion: 2,
    });
    await fetch(`${t.baseUrl}/sandbox/vapi/_admin/faults`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer t' },
    });
    const retried = await readJson<{ error: string | null }>(await owner.json(`/api/agents/${id}/sync`, 'POST', {}));
    expect(retried.error).toBeNull();
    expect((await callerHears(id)).greeting).toBe('Greeting during an outage.');
  });

  it("answers 404 for another owner's agent", async () => {
    // Six agents is the most an owner has: this one is the first test's.
    const { id } = (await readJson<{ id: string }[]>(await owner.request('/api/agents')))[0]!;
    for (const path of [`/api/agents/${id}/draft`, `/api/agents/${id}/versions`, `/api/agents/${randomUUID()}/draft`]) {
      expect((await stranger.request(path)).status).toBe(404);
    }
    expect((await stranger.json(`/api/agents/${id}/draft/publish`, 'POST', {})).status).toBe(404);
    expect((await stranger.json(`/api/agents/${id}/versions/1/restore`, 'POST', { publish: true })).status).toBe(404);
  });
});
