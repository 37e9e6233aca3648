import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookies.ts';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';
import { ACCOUNT_LOCK } from './account-lockout.ts';

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-brand-new-password-42';
const LOCKOUT_SUBJECT = 'Sign-in attempts on your AI Voice Agent Platform account';
const RESET_SUBJECT = 'Reset your AI Voice Agent Platform password';

describe('the per-account sign-in pause, against strangers who know the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A sign-in from a new address each time, as a stranger with many addresses would send. */
  const signIn = (email: string, password: string, cookie?: string) =>
    t.postJson('/api/auth/sign-in/email', { email, password }, cookie ? { headers: { cookie } } : {}, {
      ip: nextClientIp(),
    });

  async function pauseByStrangers(email: string) {
    for (let attempt = 1; attempt <= ACCOUNT_LOCK.failures; attempt++) {
      expect((await signIn(email, `guess-${attempt}-123456`)).status).toBe(401);
    }
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  }

  /** Signs in once with the right password and returns the browser's cookies. */
  async function browserThatSignedIn(email: string) {
    const response = await signIn(email, PASSWORD);
    expect(response.status).toBe(200);
    return CookieJar.from(response).header();
  }

  /** Chooses a new password through the link the reset e-mail brings. */
  async function resetPassword(email: string) {
    const request = await t.postJson(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/login?view=update_password' },
      {},
      { ip: nextClientIp() },
    );
    expect(request.status).toBe(200);
    const mail = (await t.mailsTo(email)).find((message) => message.subject === RESET_SUBJECT);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]);
    const { response } = await t.followLink(link);
    const token = new URL(response.headers.get('location')!, t.config.publicUrl).searchParams.get('token');
    expect((await t.postJson('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  }

  const lockoutMails = async (email: string) =>
    (await t.mailsTo(email)).filter((mail) => mail.subject === LOCKOUT_SUBJECT);

  it('ends once the owner chooses a new password, as the lockout e-mail tells them to', async () => {
    const email = 'reset.unlocks@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    await pauseByStrangers(email);
    await resetPassword(email);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('does not pause a browser that signed in to the account before', async () => {
    const email = 'known.browser@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    const ownersBrowser = await browserThatSignedIn(email);
    await pauseByStrangers(email);
    expect((await signIn(email, PASSWORD, ownersBrowser)).status).toBe(200);
    // Strangers stay paused, whatever the owner's browser does.
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it('remembers the browser in a signed HttpOnly cookie', async () => {
    const email = 'cookie.shape@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    const response = await signIn(email, PASSWORD);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('known_device='));
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
  });

  it('still pauses a known browser after failures of its own', async () => {
    const email = 'known.but.wrong@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    const browser = await browserThatSignedIn(email);
    for (let attempt = 1; attempt <= ACCOUNT_LOCK.failures; attempt++) {
      expect((await signIn(email, `guess-${attempt}-123456`, browser)).status).toBe(401);
    }
    expect((await signIn(email, PASSWORD, browser)).status).toBe(429);
  });

  it('takes no cookie made for another account, nor one the server did not sign', async () => {
    const email = 'paused.target@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    await t.signUpAndVerify('stranger.own@example.com', PASSWORD);
    const strangersOwnBrowser = await browserThatSignedIn('stranger.own@example.com');
    await pauseByStrangers(email);
    expect((await signIn(email, PASSWORD, strangersOwnBrowser)).status).toBe(429);
    const unsigned = `known_device=${encodeURIComponent(email)}`;
    expect((await signIn(email, PASSWORD, unsigned)).status).toBe(429);
    const forged = `known_device=${encodeURIComponent(`${email}.${'A'.repeat(43)}=`)}`;
    expect((await signIn(email, PASSWORD, forged)).status).toBe(429);
  });

  it('e-mails the owner once per pause window, even when strangers pause the account again after a reset', async () => {
    const email = 'one.mail@example.com';
    await t.signUpAndVerify(email, PASSWORD);
    await pauseByStrangers(email);
    expect(await lockoutMails(email)).toHaveLength(1);
    await resetPassword(email);
    for (let attempt = 1; attempt <= ACCOUNT_LOCK.failures + 2; attempt++) {
      await signIn(email, `guess-${attempt}-123456`);
    }
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(429);
    expect(await lockoutMails(email)).toHaveLength(1);
  });
});
