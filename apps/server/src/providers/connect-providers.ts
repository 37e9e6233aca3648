import type { Config } from '../config.ts';
import type { CalendarProvider } from './calendar/calendar.ts';
import { createGoogleCalendarProvider } from './calendar/google.ts';
import { googleClient, googleEndpoints } from './google/endpoints.ts';
import type { Messaging } from './telephony/messaging.ts';
import type { Telephony } from './telephony/telephony.ts';
import { createTelnyxMessaging } from './telephony/telnyx-messaging.ts';
import { createTelnyxTelephony } from './telephony/telnyx.ts';

export type { CalendarProvider, Messaging, Telephony };

const TELNYX_API = 'https://api.telnyx.com/v2';
// The emulators accept any non-empty bearer token.
const SANDBOX_KEY = 'sandbox-key';

/** Telnyx, or its emulator on this server when TELNYX_API_KEY is not set. */
export function createTelephonyProvider(config: Config): Telephony {
  return createTelnyxTelephony({
    apiKey: config.telnyx.apiKey ?? SANDBOX_KEY,
    baseURL: config.telnyx.apiKey ? TELNYX_API : `${config.internalOrigin}/sandbox/telnyx/v2`,
  });
}

/**
 * Texts and 10DLC registration through Telnyx, or its emulator on this server when TELNYX_API_KEY
 * is not set; webhooks are verified with TELNYX_PUBLIC_KEY, or the emulator's own key.
 */
export function createMessagingProvider(config: Config): Messaging {
  return createTelnyxMessaging(
    {
      apiKey: config.telnyx.apiKey ?? SANDBOX_KEY,
      baseURL: config.telnyx.apiKey ? TELNYX_API : `${config.internalOrigin}/sandbox/telnyx/v2`,
    },
    config.telnyx.publicKey ?? null,
  );
}

/** Where Google sends the browser back after consent (the web app's /google-auth-callback page). */
export const calendarRedirectUri = (config: Config) => `${config.publicUrl}/google-auth-callback`;

/** Google Calendar, or the Google emulator when GOOGLE_CLIENT_ID/SECRET are not set. */
export function createCalendarProvider(config: Config): CalendarProvider {
  return createGoogleCalendarProvider({
    ...googleClient(config),
    redirectUri: calendarRedirectUri(config),
    endpoints: googleEndpoints(config, config.internalOrigin),
  });
}
