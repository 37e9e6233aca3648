import type { Config } from '../../config.ts';

export type GoogleEndpoints = {
  /** Where the browser is sent for consent. */
  authorizationUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userInfoUrl: string;
  /** Root of the Calendar v3 API (ends without a slash). */
  calendarApiUrl: string;
};

const real: GoogleEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  calendarApiUrl: 'https://www.googleapis.com/calendar/v3',
};

export const SANDBOX_GOOGLE_CLIENT = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };

/**
 * Google's endpoints, or the same paths on the local emulator when no Google credentials are set.
 * The browser reaches the emulator through PUBLIC_URL; the server calls it on loopback.
 */
export function googleEndpoints(config: Config, serverOrigin: string): GoogleEndpoints {
  if (config.google) return real;
  const browser = `${config.publicUrl}/sandbox/google`;
  const server = `${serverOrigin}/sandbox/google`;
  return {
    authorizationUrl: `${browser}/o/oauth2/v2/auth`,
    tokenUrl: `${server}/token`,
    revokeUrl: `${server}/revoke`,
    userInfoUrl: `${server}/v1/userinfo`,
    calendarApiUrl: `${server}/calendar/v3`,
  };
}

export function googleClient(config: Config) {
  return config.google ?? SANDBOX_GOOGLE_CLIENT;
}
