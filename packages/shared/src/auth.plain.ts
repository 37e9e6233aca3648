import { singleLineError, TEXT_LIMITS } from './text-fields.plain.ts';

// The login page's field rules as plain functions (react-hook-form `validate` rules): the login
// page loads no schema library, to keep within its JavaScript budget (docs/decisions/0004-light-login-path.md).

// New passwords (sign-up, reset, change): at least 10 characters and not a common password. The
// auth server holds every new password to this same rule (apps/server/src/auth/password-rule.ts);
// better-auth's own length check (minPasswordLength, maxPasswordLength) uses the same lengths.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The rule in words, in every message about a new password. */
export const PASSWORD_RULE = `at least ${PASSWORD_MIN_LENGTH} characters, and not a common password such as "password123"`;

export const AUTH_FIELD_MESSAGES = {
  nameRequired: 'Your name is required.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password is too short: use ${PASSWORD_RULE}.`,
  passwordTooCommon: `Password is too easy to guess: use ${PASSWORD_RULE}.`,
  passwordTooLong: `Password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

/**
 * Words that make up most leaked passwords: a password that is one of them with only digits or
 * symbols around it ("Password123!", "qwerty2024") is common.
 */
const COMMON_WORDS = new Set(
  (
    'password passw0rd p@ssword p@ssw0rd pass qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl ' +
    'zxcvbnm qazwsx letmein welcome iloveyou admin administrator abc abcdef abcdefgh monkey dragon ' +
    'football baseball soccer sunshine princess master login secret changeme default test guest user ' +
    'hello freedom whatever shadow superman batman trustno starwars computer internet summer winter ' +
    'spring autumn charlie michael jordan hunter'
  ).split(' '),
);

/** Keyboard walks and runs that lists of leaked passwords are full of. */
const COMMON_RUNS = [
  '01234567890',
  '09876543210',
  'abcdefghijklmnopqrstuvwxyz',
  '1q2w3e4r5t6y7u8i9o0p',
  'qazwsxedcrfvtgbyhnujm',
];

/** One character repeated, a run like "1234567890", or a common word with digits and symbols around it. */
export function isCommonPassword(value: string): boolean {
  const lower = value.toLowerCase();
  if (/^(.)\1*$/su.test(lower)) return true;
  if (COMMON_RUNS.some((run) => run.includes(lower))) return true;
  const word = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return word === '' ? /^(\d{1,4})\1+$/.test(lower) : COMMON_WORDS.has(word);
}

// zod's default e-mail pattern (the one the rest of the shared schemas use): a dot-free start and
// no double dots in the local part, a dotted domain with a top-level label of two letters or more.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A rule answers true when the value is fine, or the message to show under the field. */
export type FieldRule = (value: string) => true | string;

export const normaliseEmail = (value: string) => value.trim();

export const emailRule: FieldRule = (value) => {
  const email = normaliseEmail(value);
  if (!email) return AUTH_FIELD_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) || AUTH_FIELD_MESSAGES.emailInvalid;
};

/**
 * Signing up: the owner's name, which becomes the profile's Full Name (one line, as long as the
 * profile allows, counted trimmed as it is saved).
 */
export const nameRule: FieldRule = (value) => {
  if (!value.trim()) return AUTH_FIELD_MESSAGES.nameRequired;
  return singleLineError('Your name', TEXT_LIMITS.fullName, value) ?? true;
};

/** Signing in: any non-empty password (the server decides whether it is right). */
export const currentPasswordRule: FieldRule = (value) => value.length > 0 || AUTH_FIELD_MESSAGES.passwordRequired;

/** Signing up or choosing a new password: PASSWORD_RULE, the same on the server. */
export const newPasswordRule: FieldRule = (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_FIELD_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_FIELD_MESSAGES.passwordTooLong;
  return !isCommonPassword(value) || AUTH_FIELD_MESSAGES.passwordTooCommon;
};
