// The login page's field rules as plain functions (react-hook-form `validate` rules): the login
// page loads no schema library, to keep within its JavaScript budget (docs/decisions/0004-light-login-path.md).

// The password length rule matches the auth server's (better-auth: 8 to 128 characters).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_FIELD_MESSAGES = {
  emailRequired: 'Email address is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

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

/** Signing in: any non-empty password (the server decides whether it is right). */
export const currentPasswordRule: FieldRule = (value) => value.length > 0 || AUTH_FIELD_MESSAGES.passwordRequired;

/** Signing up or choosing a new password: the server's length rule. */
export const newPasswordRule: FieldRule = (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_FIELD_MESSAGES.passwordTooShort;
  return value.length <= PASSWORD_MAX_LENGTH || AUTH_FIELD_MESSAGES.passwordTooLong;
};
