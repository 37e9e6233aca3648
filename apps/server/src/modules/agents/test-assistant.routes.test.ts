import { randomUUID } from 'node:crypto';
import type { Agent } from '@portal/shared/agents/agent';
import type { TestAssistant } from '@portal/shared/agents/test-assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Said before the greeting: the Recording & Privacy card's default. */
const NOTICE = `${DEFAULT_PRIVACY_SETTINGS.noticeText} `;

// A browser test call talks to the assistant this answers: what callers hear, or, while the agent
// has a draft, an assistant made from the draft. The Vapi emulator holds the assistants as Vapi would.

let t: TestApp;
let phones: ReturnType<typeof phoneApi>;
let owner: SignedInUser;
let stranger: SignedInUser;

const testAssistant = (user: SignedInUser, id: string) => user.json(`/api/agents/${id}/test-assistant`, 'POST', {});
const saveGreeting = (id: string, greeting: string) =>
  owner.json(`/api/agents/${id}/sections/greeting`, 'PATCH', { greeting });
const agentOf = async (id: string) => readJson<Agent>(await owner.request(`/api/agents/${id}`));

/** The assistant as the voice platform holds it, or null once it is gone. */
async function platformAssistant(id: string) {
  const response = await fetch(`${t.baseUrl}/sandbox/vapi/assistant/${id}`, { headers: { authorization: 'Bearer t' } });
  if (response.status === 404) return null;
  return (await response.json()) as { id: string; firstMessage: string; metadata: Record<string, unknown> };
}

async function createAgent(name: string) {
  const { agent } = await readJson<{ agent: Agent }>(await owner.json('/api/agents', 'POST', { agentName: name }));
  expect((await saveGreeting(agent.id, 'Hello from what callers hear.')).status).toBe(200);
  return agent.id;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  phones = phoneApi(t);
  owner = await signedInUser(t, 'test-assistant');
  stranger = await signedInUser(t, 'test-assistant-stranger');
  await phones.setPlan(owner, 'Premium Plan');
});
afterAll(() => t.close());

describe('the assistant of a browser test call', () => {
  it('is the one callers reach while the agent has no draft', async () => {
    const id = await createAgent('No Draft');
    const answer = await readJson<TestAssistant>(await testAssistant(owner, id));
    expect(answer).toEqual({ assistantId: (await agentOf(id)).vapiAgentId, draft: false });
  });

  it("is made from the draft, apart from callers', reused, and deleted with the agent", async () => {
    const id = await createAgent('With Draft');
    expect((await phones.buy(owner, await phones.available(owner, '512'), id)).status).toBe(201);
    expect((await saveGreeting(id, 'Hello from the draft.')).status).toBe(200);
    const live = (await agentOf(id)).vapiAgentId!;

    const response = await testAssistant(owner, id);
    expect(response.status).toBe(200);
    const answer = await readJson<TestAssistant>(response);
    expect(answer.draft).toBe(true);
    expect(answer.assistantId).not.toBe(live);
    const draft = await platformAssistant(answer.assistantId);
    expect(draft?.firstMessage).toBe(`${NOTICE}Hello from the draft.`);
    expect(draft?.metadata).toMatchObject({ agentId: id, draft: 'true' });
    // Callers still hear the published greeting.
    expect((await platformAssistant(live))?.firstMessage).toBe(`${NOTICE}Hello from what callers hear.`);

    // The next test call updates the same assistant with the draft as it is then.
    expect((await saveGreeting(id, 'Hello from the second draft.')).status).toBe(200);
    const again = await readJson<TestAssistant>(await testAssistant(owner, id));
    expect(again).toEqual({ assistantId: answer.assistantId, draft: true });
    expect((await platformAssistant(answer.assistantId))?.firstMessage).toBe(`${NOTICE}Hello from the second draft.`);

    // Published, the agent has no draft: test calls reach what callers hear again.
    expect((await owner.json(`/api/agents/${id}/draft/publish`, 'POST', {})).status).toBe(200);
    expect(await readJson<TestAssistant>(await testAssistant(owner, id))).toEqual({ assistantId: live, draft: false });

    expect((await owner.request(`/api/agents/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await platformAssistant(answer.assistantId)).toBeNull();
    expect(await platformAssistant(live)).toBeNull();
  });

  it("answers 404 for another owner's agent", async () => {
    const id = await createAgent('Not Yours');
    expect((await testAssistant(stranger, id)).status).toBe(404);
    expect((await testAssistant(owner, randomUUID())).status).toBe(404);
  });
});
