import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { solidImage } from '../../testing/images.ts';

let t: TestApp;
let owner: SignedInUser;
let agentId: string;

type AgentBody = { agent: { id: string; imageUrl: string | null } };

const upload = (user: SignedInUser, id: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return user.request(`/api/agents/${id}/avatar`, { method: 'POST', body: form });
};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'avatar');
  agentId = ((await (await owner.json('/api/agents', 'POST', { agentName: 'Pic' })).json()) as AgentBody).agent.id;
});
afterAll(() => t.close());

describe('agent avatars', () => {
  it('accepts a WEBP, re-encodes and stores it under the owner and agent, with a cache-busting URL', async () => {
    const response = await upload(owner, agentId, await solidImage('webp', 800, 600), 'me.webp', 'image/webp');
    expect(response.status).toBe(200);
    const { agent } = (await response.json()) as AgentBody;
    expect(agent.imageUrl).toMatch(new RegExp(`^/files/${owner.id}/${agentId}/avatar\\.webp\\?v=\\d+$`));
    const file = await t.request(agent.imageUrl!);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a renamed text file by its content', async () => {
    const response = await upload(
      owner,
      agentId,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'evil.png',
      'image/png',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid file type (PNG, JPG, GIF or WEBP only).',
    );
  });

  it("refuses another user's agent", async () => {
    const other = await signedInUser(t, 'intruder');
    expect((await upload(other, agentId, await solidImage('png', 10, 10), 'a.png', 'image/png')).status).toBe(404);
  });

  it('gives a duplicate its own copy of the avatar', async () => {
    const copy = (
      (await (await owner.request(`/api/agents/${agentId}/duplicate`, { method: 'POST' })).json()) as AgentBody
    ).agent;
    expect(copy.imageUrl).toContain(`/${copy.id}/avatar.webp`);
    expect((await owner.request(`/api/agents/${agentId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.request(copy.imageUrl!)).status).toBe(200);
  });
});
