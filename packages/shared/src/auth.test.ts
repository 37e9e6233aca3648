import { describe, expect, it } from 'vitest';
import {
  AUTH_FIELD_MESSAGES,
  currentPasswordRule,
  emailRule,
  isCommonPassword,
  nameRule,
  newPasswordRule,
  normaliseEmail,
} from './auth.plain.ts';

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

  it.each([
    ['', AUTH_FIELD_MESSAGES.nameRequired],
    ['   ', AUTH_FIELD_MESSAGES.nameRequired],
    ['Maria\nLopez', 'Your name must be one line, without line breaks.'],
    ['x'.repeat(101), 'Your name must be at most 100 characters.'],
    [` ${'x'.repeat(100)} `, true],
    ['Maria Lopez', true],
  ])('name %j -> %s', (value, expected) => {
    expect(nameRule(value)).toBe(expected);
  });

  it('trims the e-mail address before it is sent', () => {
    expect(normaliseEmail('  owner@example.com ')).toBe('owner@example.com');
  });

  it('asks for a password when signing in, whatever its length', () => {
    expect(currentPasswordRule('')).toBe(AUTH_FIELD_MESSAGES.passwordRequired);
    expect(currentPasswordRule('x')).toBe(true);
  });

  it('holds new passwords to 10 to 128 characters, stating the rule', () => {
    expect(newPasswordRule('123456789')).toBe(
      'Password is too short: use at least 10 characters, and not a common password such as "password123".',
    );
    expect(newPasswordRule('password')).toBe(AUTH_FIELD_MESSAGES.passwordTooShort);
    expect(newPasswordRule('correct-horse')).toBe(true);
    expect(newPasswordRule('x'.repeat(127) + 'y')).toBe(true);
    expect(newPasswordRule('xy'.repeat(64) + 'z')).toBe('Password is too long: use at most 128 characters.');
  });

  it.each([
    'password123',
    'Password123!',
    '!!qwerty2024',
    'iloveyou12345',
    'Welcome2026',
    '1234567890',
    '0987654321',
    'aaaaaaaaaaaa',
    '1212121212',
    '1q2w3e4r5t',
    'abcdefghijk',
  ])('refuses the common password %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(newPasswordRule(password)).toBe(
      'Password is too easy to guess: use at least 10 characters, and not a common password such as "password123".',
    );
  });

  it.each(['correct-horse-battery', 'Correct-Horse-42', 'a-brand-new-password-42', 'sunny-password-day', '8306172945'])(
    'accepts %j',
    (password) => expect(newPasswordRule(password)).toBe(true),
  );
});
