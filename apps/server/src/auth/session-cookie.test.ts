import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie } from '../testing/cookies.ts';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

const PASSWORD = 'correct-horse-battery';

async function signIn(t: TestApp, email: string) {
  const response = await t.postJson(
    '/api/auth/sign-in/email',
    { email, password: PASSWORD },
    {},
    { ip: nextClientIp() },
  );
  expect(response.status).toBe(200);
  const jar = CookieJar.from(response);
  const body = await response.text();
  return { response, jar, body, token: jar.sessionToken()!.split('.')[0]! };
}

describe('the session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUpAndVerify('cookie@example.com', PASSWORD);
  });
  afterAll(() => t.close());

  it('is HttpOnly and SameSite=Lax, for the whole site', async () => {
    const { response } = await signIn(t, 'cookie@example.com');
    const cookies = response.headers.getSetCookie().map(parseSetCookie);
    const session = cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(session).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      expect(cookie.attributes.get('path')).toBe('/');
    }
  });

  it('is the only place the session token appears: never in a JSON body', async () => {
    const { jar, body, token } = await signIn(t, 'cookie@example.com');
    expect(token.length).toBeGreaterThan(16);
    expect(body).not.toContain(token);
    expect(JSON.parse(body)).toMatchObject({ user: { email: 'cookie@example.com' } });
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const response = await t.request(path, { headers: { cookie: jar.header() } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/"expiresAt"/);
      expect(text).not.toContain(token);
    }
  });

  it('is cleared by sign-out, which ends the session in the database', async () => {
    const { jar } = await signIn(t, 'cookie@example.com');
    const signOut = await t.postJson('/api/auth/sign-out', {}, { headers: { cookie: jar.header() } });
    expect(signOut.status).toBe(200);
    expect(CookieJar.from(signOut).sessionToken()).toBeUndefined();
    const cleared = signOut.headers.getSetCookie().map(parseSetCookie);
    expect(cleared.find((cookie) => cookie.name === 'better-auth.session_token')?.attributes.get('max-age')).toBe('0');
    const tokenOnly = `better-auth.session_token=${jar.get('better-auth.session_token')}`;
    expect((await t.request('/api/agents', { headers: { cookie: tokenOnly } })).status).toBe(401);
  });

  // Security checklist 13: a copy of the cookies taken before sign-out stops working at once.
  it('rejects a copy of the old cookies immediately after sign-out', async () => {
    const { jar } = await signIn(t, 'cookie@example.com');
    await t.postJson('/api/auth/sign-out', {}, { headers: { cookie: jar.header() } });
    expect((await t.request('/api/agents', { headers: { cookie: jar.header() } })).status).toBe(401);
  });

  it('refuses auth mutations from another site (403)', async () => {
    const signInFromEvil = await t.postJson(
      '/api/auth/sign-in/email',
      { email: 'cookie@example.com', password: PASSWORD },
      { headers: { origin: 'https://evil.test' } },
      { ip: nextClientIp() },
    );
    expect(signInFromEvil.status).toBe(403);
    expect(signInFromEvil.headers.getSetCookie()).toEqual([]);
    const { jar } = await signIn(t, 'cookie@example.com');
    const signOutFromEvil = await t.postJson(
      '/api/auth/sign-out',
      {},
      { headers: { cookie: jar.header(), origin: 'https://evil.test' } },
    );
    expect(signOutFromEvil.status).toBe(403);
    const session = await t.request('/api/auth/get-session', { headers: { cookie: jar.header() } });
    expect(await session.json()).toMatchObject({ user: { email: 'cookie@example.com' } });
  });
});

describe('the session cookie in production (https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(48),
        SANDBOX: '1',
        ENCRYPTION_KEY: 'e'.repeat(64),
        VAPI_WEBHOOK_SECRET: 'webhook-secret',
        PUBLIC_URL: 'https://portal.example.com',
      },
    });
  });
  afterAll(() => t.close());

  it('is also Secure, with the __Secure- prefix', async () => {
    await t.signUpAndVerify('secure@example.com', PASSWORD);
    const { response } = await signIn(t, 'secure@example.com');
    const session = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name.endsWith('session_token'));
    expect(session?.name).toBe('__Secure-better-auth.session_token');
    expect(session?.attributes.has('secure')).toBe(true);
    expect(session?.attributes.has('httponly')).toBe(true);
  });
});
