/**
 * What the calendar pages say and the callback's timing, without the schemas: the pages show them
 * without loading the validation library.
 */

export const calendarMessages = {
  missingCodeOrState: 'Missing authorization code or state token from Google. Please try again.',
  sessionExpired: 'Your session expired or is invalid. Please log in again.',
  sessionInvalid: 'Your session is invalid. Please log in again.',
  invalidAuthorizationUrl: 'Did not receive a valid authorization URL.',
  initiateFailed: 'Failed to initiate Google connection.',
  googleReturnedError: (error: string) => `Google returned an error: ${error}`,
  connectionFailed: (message: string) => `Connection failed: ${message}`,
  loadFailed: (message: string) => `Failed to load calendar status: ${message}`,
  connectionError: (message: string) => `Google Connection Error: ${message}`,
  disconnectFailed: (message: string) => `Failed to disconnect: ${message}`,
  invalidState: 'This Google connection request is invalid or has expired. Please connect again.',
  connected: 'Google Calendar connected successfully!',
} as const;

export const GOOGLE_AUTH_STATUS_PARAM = 'google_auth_status';
/** How long the callback page shows its result before returning to /calendar. */
export const CALLBACK_REDIRECT_DELAY_MS = { success: 1500, error: 3000 } as const;
