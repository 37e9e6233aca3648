import { z } from 'zod';

/** Google Calendar connection (docs/product.md#calendar-connection). */

export const calendarStatusSchema = z.object({ connected: z.boolean(), email: z.string().nullable() });
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

export const connectResultSchema = z.object({ authorizationUrl: z.string() });
export type ConnectResult = z.infer<typeof connectResultSchema>;

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

/**
 * The callback's POST body. Both values are required; they are optional here so the server can
 * answer a missing one with calendarMessages.missingCodeOrState rather than a field error.
 */
// Both optional here so a missing one gets the callback page's own message, not a field error.
export const exchangeCodeSchema = z
  .object({
    code: z.string().trim().max(2048).optional().meta({ description: "The code from Google's redirect" }),
    state: z.string().trim().max(200).optional().meta({ description: 'The state the connect call handed out' }),
  })
  .strict()
  .meta({ required: ['code', 'state'] });
export type ExchangeCodeInput = z.infer<typeof exchangeCodeSchema>;

export const GOOGLE_AUTH_STATUS_PARAM = 'google_auth_status';
/** How long the callback page shows its result before returning to /calendar. */
export const CALLBACK_REDIRECT_DELAY_MS = { success: 1500, error: 3000 } as const;
