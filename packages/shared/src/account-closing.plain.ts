/**
 * Closing an account: the owner types the account's e-mail and re-enters the password (or, with
 * a Google sign-in and no password, signs in with Google again), and everything is closed at once:
 * there is no grace period (docs/decisions/0033-closing-an-account.md).
 */

/** Below /api: the read that tells the dialog how the owner confirms; a POST to it closes the account. */
export const ACCOUNT_CLOSE_PATH = '/account/close';

/** How long after signing in with Google an owner without a password may close the account. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Wrong passwords allowed in a window before closing is paused, like a sign-in. */
export const CLOSE_PASSWORD_LIMIT = { failures: 5, minutes: 15 } as const;

/** The sign-in page's query after closing: `/login?closed=1` shows ACCOUNT_CLOSED_NOTICE. */
export const CLOSED_QUERY = 'closed';

export const ACCOUNT_CLOSING_TEXTS = {
  title: 'Close the account',
  intro: 'Closes the account for good: your plan, numbers, agents, calls and everything else.',
  openButton: 'Close account',
  dialogTitle: 'Close your account',
  happens: 'Closing the account is immediate and final. There is no undo:',
  consequences: [
    'Your plan is cancelled now, with no further charges.',
    'Your phone numbers are released and lost: callers can no longer reach them, and they cannot be got back.',
    'Your agents, calls, recordings, transcripts and callers are deleted.',
    'Your Google Calendar is disconnected and your stored files are deleted.',
  ],
  exportFirst: 'Want a copy? Use "Download my data" above first: it cannot be made after closing.',
  emailLabel: 'Type your e-mail to confirm',
  passwordLabel: 'Password',
  googleNote: 'You sign in with Google: sign in with Google again right before closing the account.',
  googleFresh: 'You signed in with Google just now, so you can close the account.',
  googleButton: 'Sign in again with Google',
  confirmButton: 'Close my account',
  busyButton: 'Closing...',
  cancelButton: 'Keep my account',
  fallbackError: 'The account could not be closed. Please try again.',
} as const;

export const ACCOUNT_CLOSING_ERRORS = {
  wrongEmail: 'The e-mail does not match this account. Type the address you sign in with.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Enter your password to close the account.',
  reauthRequired: `For your safety, sign in with Google again (within ${FRESH_SIGN_IN_MINUTES} minutes) before closing the account.`,
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minutes, or reset your password.`,
  apiKey: 'An account can only be closed from the portal, signed in.',
} as const;

export const ACCOUNT_CLOSED_NOTICE = 'Your account is closed. We e-mailed you a list of what was closed.';

/** Whether the typed address is the account's (case and surrounding spaces aside). */
export const sameEmail = (typed: string, account: string) =>
  typed.trim().toLowerCase() === account.trim().toLowerCase();
