import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

function withCookie(init: RequestInit, cookie: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  headers.set('sec-fetch-site', 'same-origin');
  return { ...init, headers };
}
