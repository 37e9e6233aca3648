import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

const vapi = (path: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}/sandbox/vapi${path}`, { ...init, headers: { authorization: 'Bearer test', ...init.headers } });

async function create(user: SignedInUser, body: Record<string, unknown> = {}) {
  const response = await user.json('/api/agents', 'POST', body);
  return {
    status: response.status,
    body: (await response.json()) as {
      agent: {
        id: string;
        vapiAgentId: string | null;
        agentName: string;
        timezone: string;
        userSavedSections: string[];
      };
      warning: string | null;
      error?: { message: string };
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

describe('agents API', () => {
  it('lists templates without default_agent, with derived labels and what each agent does', async () => {
    const templates = (await (await alice.request('/api/agents/templates')).json()) as {
      industry: string;
      label: string;
      description: string | null;
    }[];
    expect(templates.every((t) => t.description && t.description.length > 20)).toBe(true);
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(templates.map((t) => t.industry)).not.toContain('default_agent');
    expect(templates.find((t) => t.industry === 'dental_clinic')?.label).toBe('Dental Clinic');
  });

  it('creates an agent from a template with a live assistant carrying its content', async () => {
    const templates = (await (await alice.request('/api/agents/templates')).json()) as {
      id: string;
      industry: string;
    }[];
    const plumbing = templates.find((tpl) => tpl.industry === 'plumbing')!;
    const { status, body } = await create(alice, { agentName: 'Pipe Pro', templateId: plumbing.id });
    expect(status).toBe(201);
    expect(body.warning).toBeNull();
    const assistant = (await (await vapi(`/assistant/${body.agent.vapiAgentId}`)).json()) as {
      name: string;
      metadata: Record<string, unknown>;
    };
    expect(assistant.name).toBe('Pipe Pro');
    expect(assistant.metadata).toMatchObject({ agentId: body.agent.id, userId: alice.id });
    expect(assistant.metadata.callBrief).toMatchObject({ version: 1, timezone: expect.any(String) });
  });

  it("names an agent 'Unnamed Agent' when no name is given", async () => {
    const { body } = await create(alice);
    expect(body.agent.agentName).toBe('Unnamed Agent');
  });

  it("starts in the owner's time zone, and a typed name is the owner's, not a suggestion", async () => {
    const user = await signedInUser(t, 'zone');
    const named = await create(user, { agentName: 'Desk', timezone: 'America/Chicago' });
    expect(named.body.agent).toMatchObject({ timezone: 'America/Chicago', userSavedSections: ['agentName'] });
    const unnamed = await create(user);
    expect(unnamed.body.agent).toMatchObject({ timezone: 'America/New_York', userSavedSections: [] });
    const unknown = await create(user, { timezone: 'Mars/Olympus' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toMatch(/^timezone: /);
  });

  it('refuses a seventh agent on the server', async () => {
    const user = await signedInUser(t, 'limit');
    for (let i = 0; i < 6; i++) expect((await create(user, { agentName: `A${i}` })).status).toBe(201);
    const seventh = await create(user, { agentName: 'Seventh' });
    expect(seventh.status).toBe(409);
    expect(seventh.body.error?.message).toMatch(/already have 6 agents/);
    expect(((await (await user.request('/api/agents')).json()) as unknown[]).length).toBe(6);
  });

  it("never shows or changes another user's agent", async () => {
    const { body } = await create(alice, { agentName: 'Private' });
    const id = body.agent.id;
    for (const [path, method] of [
      [`/api/agents/${id}`, 'GET'],
      [`/api/agents/${id}`, 'DELETE'],
      [`/api/agents/${id}/soft-delete`, 'POST'],
      [`/api/agents/${id}/duplicate`, 'POST'],
    ] as const) {
      const response = await bob.request(path, { method });
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Private');
    }
    const patched = await bob.json(`/api/agents/${id}/sections/greeting`, 'PATCH', { greeting: 'Hacked' });
    expect(patched.status).toBe(404);
    expect(((await (await bob.request('/api/agents')).json()) as unknown[]).length).toBe(0);
    expect((await alice.request(`/api/agents/${id}`)).status).toBe(200);
  });

  it('answers 404 for ids that are not agent ids', async () => {
    for (const id of ['new', '..%2Fx', '00000000-0000-0000-0000-000000000000']) {
      const response = await alice.request(`/api/agents/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Agent not found or access denied.' },
      });
    }
  });

  it('duplicates into a new assistant and deletes permanently, removing the assistant', async () => {
    const { body } = await create(alice, { agentName: 'Original' });
    const copy = (await (await alice.request(`/api/agents/${body.agent.id}/duplicate`, { method: 'POST' })).json()) as {
      agent: { id: string; agentName: string; vapiAgentId: string };
    };
    expect(copy.agent.agentName).toBe('Original (Copy)');
    expect(copy.agent.vapiAgentId).not.toBe(body.agent.vapiAgentId);
    expect((await alice.request(`/api/agents/${copy.agent.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await alice.request(`/api/agents/${copy.agent.id}`)).status).toBe(404);
    expect((await vapi(`/assistant/${copy.agent.vapiAgentId}`)).status).toBe(404);
  });

  it('soft delete hides the agent from the list but keeps its data', async () => {
    const { body } = await create(alice, { agentName: 'Hidden' });
    await alice.request(`/api/agents/${body.agent.id}/soft-delete`, { method: 'POST' });
    const list = (await (await alice.request('/api/agents')).json()) as { id: string }[];
    expect(list.map((a) => a.id)).not.toContain(body.agent.id);
    const kept = (await (await alice.request(`/api/agents/${body.agent.id}`)).json()) as { isDeleted: boolean };
    expect(kept.isDeleted).toBe(true);
  });

  it('refuses fields that are not part of creation', async () => {
    const response = await alice.json('/api/agents', 'POST', { agentName: 'X', userId: bob.id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/userId/);
  });
});
