import { AUTH_FIELD_MESSAGES } from '@portal/shared/auth.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

const PASSWORD = 'correct-horse-battery';

describe('changing the password', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUpAndVerify('changer@example.com', PASSWORD);
  });
  afterAll(() => t.close());

  const change = (newPassword: string) =>
    t.postJson('/api/auth/change-password', { currentPassword: PASSWORD, newPassword }, { headers: { cookie } });
  const signIn = (password: string) =>
    t.postJson('/api/auth/sign-in/email', { email: 'changer@example.com', password }, {}, { ip: nextClientIp() });

  it('holds the new password to the rule, stating it, and keeps the old one', async () => {
    for (const [weak, message] of [
      ['qwerty', AUTH_FIELD_MESSAGES.passwordTooShort],
      ['Password2026!', AUTH_FIELD_MESSAGES.passwordTooCommon],
    ] as const) {
      const response = await change(weak);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'PASSWORD_TOO_WEAK', message });
    }
    expect((await signIn(PASSWORD)).status).toBe(200);
  });

  it('accepts a password that follows it', async () => {
    expect((await change('a-brand-new-password-42')).status).toBe(200);
    expect((await signIn('a-brand-new-password-42')).status).toBe(200);
  });
});
