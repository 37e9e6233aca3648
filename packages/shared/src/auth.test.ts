import { describe, expect, it } from 'vitest';
import { AUTH_FIELD_MESSAGES, currentPasswordRule, emailRule, newPasswordRule, normaliseEmail } from './auth.ts';

describe('login field rules', () => {
  it.each([
    ['', AUTH_FIELD_MESSAGES.emailRequired],
    ['   ', AUTH_FIELD_MESSAGES.emailRequired],
    ['owner', AUTH_FIELD_MESSAGES.emailInvalid],
    ['owner@example', AUTH_FIELD_MESSAGES.emailInvalid],
    ['.owner@example.com', AUTH_FIELD_MESSAGES.emailInvalid],
    ['ow..ner@example.com', AUTH_FIELD_MESSAGES.emailInvalid],
    ['owner@@example.com', AUTH_FIELD_MESSAGES.emailInvalid],
    ['owner@example.com', true],
    ['  first.last+tag@mail.example.co.uk ', true],
  ])('email %j -> %s', (value, expected) => {
    expect(emailRule(value)).toBe(expected);
  });

  it('trims the e-mail address before it is sent', () => {
    expect(normaliseEmail('  owner@example.com ')).toBe('owner@example.com');
  });

  it('asks for a password when signing in, whatever its length', () => {
    expect(currentPasswordRule('')).toBe(AUTH_FIELD_MESSAGES.passwordRequired);
    expect(currentPasswordRule('x')).toBe(true);
  });

  it('holds new passwords to 8 to 128 characters', () => {
    expect(newPasswordRule('1234567')).toBe('Use at least 8 characters.');
    expect(newPasswordRule('12345678')).toBe(true);
    expect(newPasswordRule('x'.repeat(128))).toBe(true);
    expect(newPasswordRule('x'.repeat(129))).toBe('Use at most 128 characters.');
  });
});
