import { AUTH_FIELD_MESSAGES } from '@portal/shared/auth.plain';

type BetterAuthError = { status?: number; code?: string; message?: string; statusText?: string } | null | undefined;

const messages: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please confirm your email address before signing in. We have sent you a new confirmation link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  // The server's length check (better-auth) in the words of the portal's rule; PASSWORD_TOO_WEAK
  // carries the rule's own message (packages/shared/src/auth.plain.ts).
  PASSWORD_TOO_SHORT: AUTH_FIELD_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_FIELD_MESSAGES.passwordTooLong,
  INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
};

/** A clear, user-facing message for an error returned by the auth API (docs/product.md#sign-in-errors). */
export function authErrorMessage(error: BetterAuthError): string {
  if (!error) return 'Something went wrong. Please try again.';
  // A paused account says for how long and what else the owner can do: the server's words.
  if (error.code === 'ACCOUNT_LOCKED' && error.message) return error.message;
  if (error.status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (!error.status || [502, 503, 504].includes(error.status)) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  if (error.code && messages[error.code]) return messages[error.code]!;
  return error.message || error.statusText || 'Something went wrong. Please try again.';
}
