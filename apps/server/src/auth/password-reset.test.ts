import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_FIELD_MESSAGES } from '@portal/shared/auth.plain';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

const OLD_PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-brand-new-password-42';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const signIn = (email: string, password: string) =>
    t.postJson('/api/auth/sign-in/email', { email, password }, {}, { ip: nextClientIp() });
  const requestReset = (email: string) =>
    t.postJson(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/login?view=update_password' },
      {},
      {
        ip: nextClientIp(),
      },
    );

  /** Requests a reset, follows the mailed link to the web app's callback and returns the token. */
  async function resetToken(email: string) {
    expect((await requestReset(email)).status).toBe(200);
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Reset your AI Voice Agent Platform password');
    const { response } = await t.followLink(await t.latestLink(email));
    expect(response.status).toBe(302);
    const callback = new URL(response.headers.get('location')!, t.config.publicUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${t.config.publicUrl}/login`);
    expect(callback.searchParams.get('view')).toBe('update_password');
    const token = callback.searchParams.get('token');
    expect(token).toBeTruthy();
    return token!;
  }

  const resetPassword = (token: string, newPassword: string) =>
    t.postJson('/api/auth/reset-password', { token, newPassword });

  it('mails a link that leads to the web app with a token, which sets the new password', async () => {
    const email = 'forgetful@example.com';
    await t.signUpAndVerify(email, OLD_PASSWORD);
    const response = await resetPassword(await resetToken(email), NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, OLD_PASSWORD)).status).toBe(401);
  });

  it('holds the new password to the rule, and keeps the link usable for a better one', async () => {
    const email = 'weak.reset@example.com';
    await t.signUpAndVerify(email, OLD_PASSWORD);
    const token = await resetToken(email);
    const weak = await resetPassword(token, 'password123');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      message: AUTH_FIELD_MESSAGES.passwordTooCommon,
    });
    expect((await signIn(email, OLD_PASSWORD)).status).toBe(200);
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts a reset link once only', async () => {
    const email = 'reuse@example.com';
    await t.signUpAndVerify(email, OLD_PASSWORD);
    const token = await resetToken(email);
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
    expect((await resetPassword(token, 'yet-another-password-7')).status).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('rejects an invented token', async () => {
    expect((await resetPassword('not-a-real-token', NEW_PASSWORD)).status).toBe(400);
  });

  it('answers 200 for an unknown address and sends it no mail', async () => {
    const unknown = await requestReset('never.registered@example.com');
    // A known address right after: once its mail is there, a mail to the unknown one would be too.
    await t.signUpAndVerify('known.reset@example.com', OLD_PASSWORD);
    const known = await requestReset('known.reset@example.com');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await t.mailsTo('known.reset@example.com')).map((mail) => mail.subject)).toContain(
      'Reset your AI Voice Agent Platform password',
    );
    expect(await t.mailsTo('never.registered@example.com')).toEqual([]);
  });

  it('revokes the sessions of the old password in the database', async () => {
    const email = 'revoked@example.com';
    const oldCookie = await t.signUpAndVerify(email, OLD_PASSWORD);
    expect((await resetPassword(await resetToken(email), NEW_PASSWORD)).status).toBe(200);
    // Without the short-lived cache cookie the server asks the database, which has no session left.
    const tokenOnly = oldCookie
      .split('; ')
      .filter((pair) => pair.startsWith('better-auth.session_token='))
      .join('; ');
    expect((await t.request('/api/agents', { headers: { cookie: tokenOnly } })).status).toBe(401);
  });

  it('rejects the old session cookie at the latest when the 30 s session cache runs out', async () => {
    const email = 'revoked.later@example.com';
    const oldCookie = await t.signUpAndVerify(email, OLD_PASSWORD);
    expect((await resetPassword(await resetToken(email), NEW_PASSWORD)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    const response = await t.request('/api/agents', { headers: { cookie: oldCookie } });
    expect(response.status).toBe(401);
  });

  // Security checklist 13: the old cookies stop working at once after a password reset.
  it('rejects the old session cookies immediately after a password reset', async () => {
    const email = 'revoked.now@example.com';
    const oldCookie = await t.signUpAndVerify(email, OLD_PASSWORD);
    expect((await resetPassword(await resetToken(email), NEW_PASSWORD)).status).toBe(200);
    expect((await t.request('/api/agents', { headers: { cookie: oldCookie } })).status).toBe(401);
  });
});
