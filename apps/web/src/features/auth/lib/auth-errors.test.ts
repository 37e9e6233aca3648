import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it('explains an unconfirmed e-mail', () => {
    expect(authErrorMessage({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toMatch(
      /confirm your email address/,
    );
  });
  it('treats gateway errors and network failures as retryable connection errors', () => {
    expect(authErrorMessage({ status: 503 })).toMatch(/Could not reach the server/);
    expect(authErrorMessage({ status: 0 })).toMatch(/Could not reach the server/);
  });
  it('says to wait when rate limited', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' })).toMatch(/Too many attempts/);
  });
  it('says for how long an account is paused after too many failed sign-ins', () => {
    const message =
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.';
    expect(authErrorMessage({ status: 429, code: 'ACCOUNT_LOCKED', message })).toBe(message);
  });
  it("falls back to the server's own message", () => {
    expect(authErrorMessage({ status: 400, code: 'SOMETHING', message: 'Server said no' })).toBe('Server said no');
  });
});
