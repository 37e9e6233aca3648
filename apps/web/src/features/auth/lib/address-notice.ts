import type { AuthView } from './auth-views';

/** What the login page says about an e-mail link or a Google sign-in that came back unused. */
export const addressTexts = {
  confirmationExpired:
    'This confirmation link has expired. Sign in with your email address and password, and we will send you a new one.',
  confirmationInvalid:
    'This confirmation link is not valid. Sign in with your email address and password, and we will send you a new one.',
  confirmationUsed:
    'This confirmation link has already been used, and your email address is confirmed. Please sign in.',
  passwordResetUnusable:
    'This password reset link has expired or has already been used. Enter your email address to get a new one.',
  magicLinkUnusable:
    'This sign-in link has expired or has already been used. Enter your email address to get a new one.',
  googleCancelled: 'Google sign-in was cancelled.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  expiredLink: 'This link has expired. Please request a new one.',
  signInFailed: 'Sign-in failed. Please try again.',
} as const;

/** Codes the auth server puts in `?error=` that need words of their own; any other means sign-in failed. */
const errorCodes: Record<string, string> = {
  access_denied: addressTexts.googleCancelled,
  INVALID_TOKEN: addressTexts.invalidLink,
  EXPIRED_TOKEN: addressTexts.expiredLink,
  TOKEN_EXPIRED: addressTexts.expiredLink,
};

export type AddressNotice = { view: AuthView; error: string | null; message: string | null };

const notice = (view: AuthView, error: string | null = null, message: string | null = null): AddressNotice => ({
  view,
  error,
  message,
});

/**
 * The view /login opens with and what it says, read from the address our e-mail links and the
 * Google sign-in return to (lib/paths.ts names them). A link that cannot be used opens the view
 * that gets a new one. The server's own error description is never shown: anyone can put words
 * in an address.
 */
export function noticeFromAddress(search: URLSearchParams, magicLinkEnabled: boolean): AddressNotice {
  const error = search.get('error');
  const link = search.get('link');
  if (search.get('view') === 'update_password') {
    if (search.get('token')) return notice('update_password');
    if (error) return notice('forgotten_password', addressTexts.passwordResetUnusable);
  }
  if (link === 'magic_link' && error && magicLinkEnabled) return notice('magic_link', addressTexts.magicLinkUnusable);
  if (link === 'confirmation') {
    // Without an error the link worked before: it confirms once, and this visitor is signed out.
    if (!error) return notice('sign_in', null, addressTexts.confirmationUsed);
    return notice(
      'sign_in',
      error === 'TOKEN_EXPIRED' ? addressTexts.confirmationExpired : addressTexts.confirmationInvalid,
    );
  }
  if (error) return notice('sign_in', errorCodes[error] ?? addressTexts.signInFailed);
  return notice('sign_in');
}
