import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FIELD_MESSAGES } from '@portal/shared/auth.plain';
import { profiles, users } from '../db/schema/index.ts';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

const PASSWORD = 'correct-horse-battery';

describe('sign-up, confirmation and sign-in with e-mail and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.postJson('/api/auth/sign-in/email', { email, password }, {}, { ip: nextClientIp() });
  const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the user unverified, with a Free profile, and mails a confirmation link', async () => {
    const response = await t.signUp('new.user@example.com', PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: unknown; user: { email: string; emailVerified: boolean } };
    // No session before the address is confirmed: the web app shows "Check your email".
    expect(body.token).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    const user = await userByEmail('new.user@example.com');
    expect(user?.emailVerified).toBe(false);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile?.plan).toBe('Free');
    const [mail] = await t.mailsTo('new.user@example.com');
    expect(mail?.subject).toBe('Confirm your AI Voice Agent Platform account');
    expect(mail?.text).toContain(`${t.config.publicUrl}/api/auth/verify-email?token=`);
  });

  it("keeps the name given at sign-up as the profile's Full Name", async () => {
    await t.signUp('named.owner@example.com', PASSWORD, '  Maria Lopez ');
    const user = await userByEmail('named.owner@example.com');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ plan: 'Free', fullName: 'Maria Lopez' });
  });

  it.each([
    ['blank', '   '],
    ['too long for the profile', 'x'.repeat(101)],
    ['of several lines', 'Maria\nLopez'],
  ])('leaves the profile without a Full Name when the name is %s', async (_case, name) => {
    const email = `unnamed.${name.length}.${name.charCodeAt(name.length - 1)}@example.com`;
    await t.signUp(email, PASSWORD, name);
    const user = await userByEmail(email);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ plan: 'Free', fullName: null });
  });

  it('refuses to sign in an unconfirmed user (403 EMAIL_NOT_VERIFIED) and mails a new link', async () => {
    await t.signUp('unconfirmed@example.com', PASSWORD);
    expect(await t.mailsTo('unconfirmed@example.com')).toHaveLength(1);
    const response = await signIn('unconfirmed@example.com', PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    expect(await t.mailsTo('unconfirmed@example.com')).toHaveLength(2);
  });

  it('confirms the address through the mailed link, which signs the user in', async () => {
    await t.signUp('confirm.me@example.com', PASSWORD);
    const { response, jar } = await t.followLink(await t.latestLink('confirm.me@example.com'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect((await userByEmail('confirm.me@example.com'))?.emailVerified).toBe(true);
    const session = await t.request('/api/auth/get-session', { headers: { cookie: jar.header() } });
    expect(await session.json()).toMatchObject({ user: { email: 'confirm.me@example.com', emailVerified: true } });
    expect(await t.apiAccepts(jar.header())).toBe(true);
  });

  it('rejects a tampered confirmation link', async () => {
    await t.signUp('tampered@example.com', PASSWORD);
    const link = await t.latestLink('tampered@example.com');
    link.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -4)}AAAA`);
    const { jar } = await t.followLink(link);
    expect(jar.sessionToken()).toBeUndefined();
    expect((await userByEmail('tampered@example.com'))?.emailVerified).toBe(false);
  });

  it('signs a confirmed user in, and answers a wrong password or unknown address alike with 401', async () => {
    await t.signUpAndVerify('confirmed@example.com', PASSWORD);
    const ok = await signIn('confirmed@example.com', PASSWORD);
    expect(ok.status).toBe(200);
    const wrong = await signIn('confirmed@example.com', 'not-the-password');
    const unknown = await signIn('nobody.here@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody: unknown = await wrong.json();
    expect(wrongBody).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) });
    expect(await unknown.json()).toEqual(wrongBody);
  });

  it('answers a sign-up for an existing address exactly like a new one, and keeps the account', async () => {
    await t.signUpAndVerify('taken@example.com', PASSWORD);
    const fresh = await t.signUp('fresh@example.com', 'another-password-1', 'Mallory');
    const taken = await t.signUp('taken@example.com', 'another-password-1', 'Mallory');
    expect(taken.status).toBe(fresh.status);
    const shape = (body: unknown) =>
      JSON.stringify(body, (_key, value: unknown) => (typeof value === 'object' && value ? value : typeof value));
    const [freshBody, takenBody] = [await fresh.json(), await taken.json()];
    expect(shape(takenBody)).toBe(shape(freshBody));
    // Neither reveals that the existing address is confirmed.
    expect(takenBody).toMatchObject({ token: null, user: { email: 'taken@example.com', emailVerified: false } });
    expect(taken.headers.getSetCookie()).toEqual([]);
    // The attempt neither replaced the password nor the name.
    expect((await signIn('taken@example.com', PASSWORD)).status).toBe(200);
    expect((await signIn('taken@example.com', 'another-password-1')).status).toBe(401);
    expect((await userByEmail('taken@example.com'))?.name).toBe('Test User');
  });

  it('rejects a password shorter than 10 characters', async () => {
    const response = await t.signUp('short.password@example.com', 'Ab1!xyz-9');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: AUTH_FIELD_MESSAGES.passwordTooShort });
    expect(await userByEmail('short.password@example.com')).toBeUndefined();
  });

  it.each([
    ['password', AUTH_FIELD_MESSAGES.passwordTooShort],
    ['password123', AUTH_FIELD_MESSAGES.passwordTooCommon],
    ['Qwerty2026!', AUTH_FIELD_MESSAGES.passwordTooCommon],
    ['1234567890', AUTH_FIELD_MESSAGES.passwordTooCommon],
  ])('refuses %j, stating the rule, and creates no account', async (password, message) => {
    const email = `weak.${password.length}.${password.charCodeAt(0)}@example.com`;
    const response = await t.signUp(email, password);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PASSWORD_TOO_WEAK', message });
    expect(message).toMatch(/at least 10 characters, and not a common password/);
    expect(await userByEmail(email)).toBeUndefined();
  });
});
