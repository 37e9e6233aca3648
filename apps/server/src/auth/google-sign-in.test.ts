import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles, users } from '../db/schema/index.ts';
import { subjectFor } from '@portal/sandbox/google/google-state';
import { CookieJar } from '../testing/cookies.ts';
import { consentFormFields, inputValue } from '../testing/google-consent.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// better-auth calls the emulator's token and userinfo endpoints server to server, so this runs on a real port.
describe('Google sign-in through the sandbox emulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every request comes from 127.0.0.1 here; the sign-in limit (3 per 10 s) is tested in rate-limit.test.ts.
    t = await createTestApp({ listen: true, env: { AUTH_RATE_LIMIT: 'off' } });
  });
  afterAll(() => t.close());

  /** A browser request: relative to the server, carrying the jar's cookies, redirects not followed. */
  async function browse(jar: CookieJar, url: string, init: RequestInit = {}) {
    const target = new URL(url, t.config.publicUrl);
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    const response = await fetch(`${t.baseUrl}${target.pathname}${target.search}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    jar.store(response);
    return response;
  }

  async function start(jar: CookieJar) {
    const response = await browse(jar, '/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
    });
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { url: string }).url);
  }

  /** Opens the consent page, submits it like the browser would and returns the emulator's redirect. */
  async function consent(jar: CookieJar, consentUrl: URL, decision: 'allow' | 'deny', email?: string) {
    const page = await browse(jar, consentUrl.toString());
    const html = await page.text();
    const form = consentFormFields(html);
    form.set('email', email ?? inputValue(html, 'email')!);
    form.set('name', 'Sandbox User');
    form.set('decision', decision);
    const response = await browse(jar, '/sandbox/google/o/oauth2/v2/auth', { method: 'POST', body: form });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  async function signInWithGoogle(email?: string) {
    const jar = new CookieJar();
    const callback = await consent(jar, await start(jar), 'allow', email);
    const response = await browse(jar, callback.toString());
    return { jar, response };
  }

  const sessionOf = async (jar: CookieJar) =>
    (await (await browse(jar, '/api/auth/get-session')).json()) as { user: { id: string; email: string } } | null;

  it('starts at the emulator consent page with PKCE and a state', async () => {
    const consentUrl = await start(new CookieJar());
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${t.config.publicUrl}/sandbox/google/o/oauth2/v2/auth`);
    expect(consentUrl.searchParams.get('client_id')).toBe('sandbox-client-id');
    expect(consentUrl.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/callback/google`);
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consentUrl.searchParams.get('state')).toBeTruthy();
  });

  it("signs the user in, with a verified user, a Free profile under the Google account's name and a linked Google account", async () => {
    const { jar, response } = await signInWithGoogle();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(jar.sessionToken()).toBeDefined();

    const session = await sessionOf(jar);
    expect(session?.user.email).toBe('sandbox.user@gmail.com');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'sandbox.user@gmail.com'));
    expect(user).toMatchObject({ id: session!.user.id, emailVerified: true, name: 'Sandbox User' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ plan: 'Free', fullName: 'Sandbox User' });
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked).toMatchObject([{ providerId: 'google', accountId: subjectFor('sandbox.user@gmail.com') }]);
    expect(await t.apiAccepts(jar.header())).toBe(true);
  });

  it('signs the same Google account into the same user the next time', async () => {
    const first = await sessionOf((await signInWithGoogle('returning@gmail.com')).jar);
    const second = await sessionOf((await signInWithGoogle('returning@gmail.com')).jar);
    expect(second?.user.id).toBe(first?.user.id);
  });

  it('keeps two Google accounts apart', async () => {
    const alice = await sessionOf((await signInWithGoogle('alice.g@gmail.com')).jar);
    const bob = await sessionOf((await signInWithGoogle('bob.g@gmail.com')).jar);
    expect(alice?.user.email).toBe('alice.g@gmail.com');
    expect(bob?.user.email).toBe('bob.g@gmail.com');
    expect(bob?.user.id).not.toBe(alice?.user.id);
  });

  it('keeps a name the owner typed when Google signs into the account again', async () => {
    const { jar } = await signInWithGoogle('renamed@gmail.com');
    const id = (await sessionOf(jar))!.user.id;
    await t.db.update(profiles).set({ fullName: 'Dr. Renamed' }).where(eq(profiles.id, id));
    await signInWithGoogle('renamed@gmail.com');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.fullName).toBe('Dr. Renamed');
  });

  it('creates no session when the user cancels at Google, and returns to the login page saying so', async () => {
    const jar = new CookieJar();
    const callback = await consent(jar, await start(jar), 'deny', 'cancelled@gmail.com');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const response = await browse(jar, callback.toString());
    expect(response.status).toBe(302);
    // The login page turns this code into 'Google sign-in was cancelled.'.
    expect(response.headers.get('location')).toBe(`${t.config.publicUrl}/login?error=access_denied`);
    expect(jar.sessionToken()).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'cancelled@gmail.com'))).toEqual([]);
  });

  it('creates no session when the callback comes without the browser state cookie (login CSRF)', async () => {
    const jar = new CookieJar();
    const callback = await consent(jar, await start(jar), 'allow', 'forced@gmail.com');
    const victim = new CookieJar();
    const response = await browse(victim, callback.toString());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${t.config.publicUrl}/login\\?error=`));
    expect(victim.sessionToken()).toBeUndefined();
  });

  it('never signs in, through the sandbox Google, an e-mail that belongs to a password account', async () => {
    await t.signUpAndVerify('owner.password@example.com', 'correct-horse-battery');
    const { jar, response } = await signInWithGoogle('owner.password@example.com');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/error=/);
    expect(jar.sessionToken()).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'owner.password@example.com'));
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((account) => account.providerId)).toEqual(['credential']);
  });
});
