import { randomUUID } from 'node:crypto';
import { API_KEYS, type ApiKeyList, type CreatedApiKey } from '@portal/shared/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from './db/schema/index.ts';
import { phoneApi } from './modules/phone-numbers/testing.ts';
import { onPostgres } from './testing/test-database.ts';
import { createTestApp, nextClientIp, type TestApp } from './testing/test-app.ts';
import { signedInUser } from './testing/signed-in-user.ts';

/**
 * Two servers on one PostgreSQL database, as a deployment behind a load balancer runs: what one
 * server does, the other must honour at once. (PGlite belongs to one process, so these run only
 * with TEST_DATABASE_URL.)
 */
describe.runIf(onPostgres)('two servers on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Like a real deployment, both servers take their secrets from the environment.
    const env = { AUTH_SECRET: 's'.repeat(48), ENCRYPTION_KEY: 'e'.repeat(64), VAPI_WEBHOOK_SECRET: 'webhook-secret' };
    a = await createTestApp({ listen: true, env });
    b = await createTestApp({ listen: true, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const agents = (t: TestApp, cookie: string) => t.request('/api/agents', { headers: { cookie } });

  it('refuses a session on the other server as soon as it is signed out on one', async () => {
    const cookie = await a.signUpAndVerify('two.servers@example.com', 'correct-horse-battery');
    // Both servers have the session in their caches.
    expect((await agents(a, cookie)).status).toBe(200);
    expect((await agents(b, cookie)).status).toBe(200);
    const out = await a.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    await expect.poll(async () => (await agents(b, cookie)).status).toBe(401);
    expect((await agents(a, cookie)).status).toBe(401);
  });

  it('refuses a revoked API key on the other server at its very next request', async () => {
    const owner = await signedInUser(a, 'two-servers-keys');
    const created = await owner.json('/api/api-keys', 'POST', { name: 'Nightly export', scope: 'read' });
    const { apiKey, key } = (await created.json()) as CreatedApiKey;
    const withKey = (t: TestApp) => t.request('/api/agents', { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey(a)).status).toBe(200);
    expect((await withKey(b)).status).toBe(200);
    expect((await owner.request(`/api/api-keys/${apiKey.id}`, { method: 'DELETE' })).status).toBe(200);
    // No waiting: a key is checked against the database on every request, on every server.
    expect((await withKey(b)).status).toBe(401);
    expect((await withKey(a)).status).toBe(401);
  });

  it('keeps an owner within the limit of keys, even with creations racing on both servers', async () => {
    const owner = await signedInUser(a, 'two-servers-key-limit');
    const onB = (path: string, init: RequestInit = {}) => b.request(path, withCookie(init, owner.cookie));
    for (let index = 1; index < API_KEYS.max; index++) {
      expect((await owner.json('/api/api-keys', 'POST', { name: `Key ${index}`, scope: 'read' })).status).toBe(201);
    }
    // Several at once on each server, so that more than one counts 19 before any is stored.
    const last = (index: number) => JSON.stringify({ name: `Racing ${index}`, scope: 'read' });
    const post = (index: number) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: last(index),
    });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) =>
        index % 2 ? onB('/api/api-keys', post(index)) : owner.request('/api/api-keys', post(index)),
      ),
    );
    expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
    // One of them gets the last place, or, when they all counted before any was stored, none does.
    const created = answers.filter((answer) => answer.status === 201).length;
    const kept = ((await (await onB('/api/api-keys')).json()) as ApiKeyList).apiKeys;
    expect([kept.length, created]).toEqual([API_KEYS.max - 1 + created, Math.min(created, 1)]);
    expect(kept.length).toBeLessThanOrEqual(API_KEYS.max);
  });

  it('counts sign-in attempts across both servers', async () => {
    await a.signUpAndVerify('guessed@example.com', 'correct-horse-battery');
    const ip = nextClientIp();
    const guess = (t: TestApp) =>
      t.postJson('/api/auth/sign-in/email', { email: 'guessed@example.com', password: 'guess-123456' }, {}, { ip });
    const statuses = [await guess(a), await guess(b), await guess(a), await guess(b)].map((r) => r.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets a Free user buy one number only, even with purchases racing on both servers', async () => {
    const [onA, onB] = [phoneApi(a), phoneApi(b)];
    const frank = await signedInUser(a, 'two-servers-frank');
    const frankOnB = {
      ...frank,
      request: (path: string, init: RequestInit = {}) => b.request(path, withCookie(init, frank.cookie)),
    };
    frankOnB.json = (path: string, method: string, body: unknown) =>
      frankOnB.request(path, {
        method,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(body),
      });
    const [first, second] = [await onA.available(frank, '615'), await onB.available(frankOnB, '704')];
    const answers = await Promise.all([onA.buy(frank, first), onB.buy(frankOnB, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await onA.list(frank)).toHaveLength(1);
  });

  it("applies one of two saves of the same card racing on both servers and refuses the other; a publish on one is the other's at once", async () => {
    const owner = await signedInUser(a, 'two-servers-drafts');
    const onB = (path: string, init: RequestInit = {}) => b.request(path, withCookie(init, owner.cookie));
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Desk' });
    const { agent } = (await created.json()) as { agent: { id: string } };
    const phones = phoneApi(a);
    expect((await phones.buy(owner, await phones.available(owner, '512'), agent.id)).status).toBe(201);
    const greeting = (text: string) => ({
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': '0' },
      body: JSON.stringify({ greeting: text }),
    });
    const path = `/api/agents/${agent.id}/sections/greeting`;
    const answers = await Promise.all([
      owner.request(path, greeting('Saved on server A.')),
      onB(path, greeting('Saved on server B.')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = answers[0]!.status === 200 ? 'Saved on server A.' : 'Saved on server B.';
    const onBAgent = async () => (await (await onB(`/api/agents/${agent.id}`)).json()) as Record<string, unknown>;
    expect(await onBAgent()).toMatchObject({ greeting: kept, draftChanges: 1 });
    expect((await owner.json(`/api/agents/${agent.id}/draft/publish`, 'POST', {})).status).toBe(200);
    expect(await onBAgent()).toMatchObject({ greeting: kept, draftChanges: 0, publishedVersion: 2 });
  });

  it('shows Home and the calls inbox kept on one server as changed through the other, at the very next request', async () => {
    const owner = await signedInUser(a, 'two-servers-kept');
    const onB = async <T>(path: string) => (await (await b.request(path, withCookie({}, owner.cookie))).json()) as T;
    const home = () => onB<{ agents: { agentName: string }[] }>('/api/cockpit');
    const inbox = () => onB<{ calls: { id: string }[] }>('/api/calls');
    await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
    // Read twice on B: the second answer is B's kept copy.
    for (let read = 0; read < 2; read++) {
      expect((await home()).agents.map((agent) => agent.agentName)).toEqual(['Front Desk']);
      expect((await inbox()).calls).toEqual([]);
    }
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Night Line' });
    const { agent } = (await created.json()) as { agent: { id: string } };
    const [call] = await a.db
      .insert(callRecords)
      .values({
        vapiCallId: randomUUID(),
        userId: owner.id,
        agentId: agent.id,
        type: 'inboundPhoneCall',
        status: 'ended',
      })
      .returning({ id: callRecords.id });
    // The database tells B at the commit, well within the second after which B would check anyway.
    const soon = { timeout: 500, interval: 20 };
    await expect
      .poll(async () => (await home()).agents.map((agent) => agent.agentName).sort(), soon)
      .toEqual(['Front Desk', 'Night Line']);
    await expect.poll(async () => (await inbox()).calls.map((listed) => listed.id), soon).toEqual([call!.id]);
  });
});

function withCookie(init: RequestInit, cookie: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  headers.set('sec-fetch-site', 'same-origin');
  return { ...init, headers };
}
