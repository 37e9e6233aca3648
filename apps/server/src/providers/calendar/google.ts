import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import type { GoogleEndpoints } from '../google/endpoints.ts';
import { CALENDAR_SCOPES, CalendarProviderError, type CalendarProvider, type OAuthTokens } from './calendar.ts';
import { googleCalendarApi, googleJson } from './google-calendar-api.ts';

export type GoogleCalendarOptions = {
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/google-auth-callback`: registered with Google as the OAuth redirect. */
  redirectUri: string;
  endpoints: GoogleEndpoints;
};

/** A gaxios error carries Google's OAuth body (`{error, error_description}`) on `response.data`. */
function oauthFailure(error: unknown, action: string): CalendarProviderError {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  if (!response?.status) return new CalendarProviderError(`${action}: Google is unreachable`, 0);
  const data = (response.data ?? {}) as { error?: string; error_description?: string };
  const reason = typeof data.error === 'string' ? data.error : null;
  const detail = data.error_description ?? reason ?? 'no details';
  return new CalendarProviderError(`${action} failed with ${response.status}: ${detail}`, response.status, reason);
}

function toTokens(credentials: Credentials): OAuthTokens {
  if (!credentials.access_token) throw new CalendarProviderError('Google answered without an access token', 502);
  return {
    accessToken: credentials.access_token,
    refreshToken: credentials.refresh_token ?? null,
    // expiry_date is computed by the library from expires_in; an hour is Google's usual lifetime.
    expiresAt: new Date(credentials.expiry_date ?? Date.now() + 3600_000),
    scope: credentials.scope ?? null,
  };
}

/**
 * Google OAuth through `google-auth-library`'s OAuth2Client, its endpoints pointed at Google or
 * at the sandbox emulator; Calendar v3 over fetch with the access token.
 */
export function createGoogleCalendarProvider(options: GoogleCalendarOptions): CalendarProvider {
  const client = () =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: options.endpoints.authorizationUrl,
        oauth2TokenUrl: options.endpoints.tokenUrl,
        oauth2RevokeUrl: options.endpoints.revokeUrl,
      },
    });

  return {
    authorizationUrl(state, codeChallenge) {
      return client().generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: CALENDAR_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    async exchangeCode(code, codeVerifier) {
      try {
        const { tokens } = await client().getToken({ code, codeVerifier, redirect_uri: options.redirectUri });
        return toTokens(tokens);
      } catch (error) {
        if (error instanceof CalendarProviderError) throw error;
        throw oauthFailure(error, 'Google code exchange');
      }
    },

    async refreshAccessToken(refreshToken) {
      const oauth = client();
      oauth.setCredentials({ refresh_token: refreshToken });
      try {
        const { credentials } = await oauth.refreshAccessToken();
        return toTokens(credentials);
      } catch (error) {
        if (error instanceof CalendarProviderError) throw error;
        throw oauthFailure(error, 'Google token refresh');
      }
    },

    async revokeToken(token) {
      try {
        await client().revokeToken(token);
      } catch (error) {
        throw oauthFailure(error, 'Google token revoke');
      }
    },

    async identity(accessToken) {
      const info = await googleJson<{ sub?: string; email?: string }>(options.endpoints.userInfoUrl, accessToken);
      if (!info.sub || !info.email) throw new CalendarProviderError('Google userinfo answered without an e-mail', 502);
      return { subject: info.sub, email: info.email.toLowerCase() };
    },

    calendar(accessToken) {
      return googleCalendarApi(options.endpoints.calendarApiUrl, accessToken);
    },
  };
}
