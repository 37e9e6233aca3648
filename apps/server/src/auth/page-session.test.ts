import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookies.ts';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

const PASSWORD = 'correct-horse-battery';
const EMBEDDED = /<script id="portal-session" type="application\/json">(.*?)<\/script>/;

/** The session JSON a served page carries, or undefined when it carries none. */
const embedded = (html: string) => {
  const match = EMBEDDED.exec(html);
  return match ? (JSON.parse(match[1]!) as { user?: { email: string } } | null) : undefined;
};

describe('a page served to a signed-in browser carries its session', () => {
  let t: TestApp;
  let jar: CookieJar;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUpAndVerify('page-session@example.com', PASSWORD, 'Dana <b>$& Co</b>');
    const signIn = await t.postJson(
      '/api/auth/sign-in/email',
      { email: 'page-session@example.com', password: PASSWORD },
      {},
      { ip: nextClientIp() },
    );
    jar = CookieJar.from(signIn);
  });
  afterAll(() => t.close());

  it('holds what the session request answers, without the token, and is kept by no cache', async () => {
    const response = await t.request('/agents', { headers: { cookie: jar.header() } });
    const html = await response.text();
    const fetched = await (await t.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).json();
    expect(embedded(html)).toEqual(fetched);
    expect(embedded(html)?.user?.email).toBe('page-session@example.com');
    expect(html).not.toContain(jar.sessionToken()!.split('.')[0]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('writes a name with markup and replacement patterns as data that cannot close the element', async () => {
    const html = await (await t.request('/', { headers: { cookie: jar.header() } })).text();
    expect(html).toContain('Dana \\u003cb>$& Co\\u003c/b>');
    expect(html).not.toContain('<b>');
  });

  it('says nobody is signed in to a browser without a session, or with an ended one', async () => {
    const login = await t.request('/login');
    expect(embedded(await login.text())).toBeNull();
    // The same for everyone, so revalidated rather than never stored, but never shared across cookies.
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('vary')).toContain('Cookie');
    const signOut = await t.postJson('/api/auth/sign-out', {}, { headers: { cookie: jar.header() } });
    expect(signOut.status).toBe(200);
    expect(embedded(await (await t.request('/agents', { headers: { cookie: jar.header() } })).text())).toBeNull();
  });
});
