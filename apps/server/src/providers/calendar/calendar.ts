/**
 * Google Calendar as our services see it: the OAuth connection and the calendar calls the booking
 * tools need. Types are ours; google.ts maps them to Google's wire format
 * (docs/vendors.md#google).
 */

export type OAuthTokens = {
  accessToken: string;
  /** Present on a code exchange with offline access; a refresh does not return a new one. */
  refreshToken: string | null;
  expiresAt: Date;
  scope: string | null;
};

export type CalendarIdentity = { subject: string; email: string };

/** A busy stretch of the calendar; `end` is exclusive. ISO 8601 instants. */
export type BusyInterval = { start: string; end: string };

export type CalendarEvent = {
  id: string;
  status: string;
  summary: string | null;
  description: string | null;
  /** ISO 8601 dateTime, or YYYY-MM-DD for all-day events. */
  start: string;
  end: string;
  htmlLink: string | null;
};

export type NewCalendarEvent = {
  summary: string;
  description?: string;
  /** ISO 8601 with offset. */
  start: string;
  end: string;
  timeZone: string;
  attendeeEmails?: string[];
};

export type TimeRange = { timeMin: string; timeMax: string; timeZone?: string };

/** The calendar of one connected account, reached with its access token. */
export type CalendarApi = {
  freeBusy(range: TimeRange): Promise<BusyInterval[]>;
  listEvents(range: TimeRange & { maxResults?: number }): Promise<CalendarEvent[]>;
  insertEvent(event: NewCalendarEvent): Promise<CalendarEvent>;
  /** The event as the calendar has it now (status `cancelled` once deleted); null when it has none. */
  getEvent(id: string): Promise<CalendarEvent | null>;
  /** Moves the event to a new start and end (ISO 8601 with offset), nothing else changed. */
  moveEvent(id: string, to: { start: string; end: string; timeZone: string }): Promise<CalendarEvent>;
  /** Deletes the event; one deleted already counts as done. */
  cancelEvent(id: string): Promise<void>;
};

export type CalendarProvider = {
  /** Where the browser goes for consent: offline access, the calendar scopes, our state, the PKCE challenge (S256). */
  authorizationUrl(state: string, codeChallenge: string): string;
  /** The code for tokens, proven ours by the PKCE verifier whose hash the consent URL carried. */
  exchangeCode(code: string, codeVerifier: string): Promise<OAuthTokens>;
  refreshAccessToken(refreshToken: string): Promise<OAuthTokens>;
  revokeToken(token: string): Promise<void>;
  identity(accessToken: string): Promise<CalendarIdentity>;
  calendar(accessToken: string): CalendarApi;
};

/**
 * A failure of Google: `status` is its HTTP status (0 = unreachable); `reason` is Google's code
 * (`invalid_grant`, `authError`, `insufficientPermissions`, ...) when it gave one.
 */
export class CalendarProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string | null = null,
  ) {
    super(message);
  }

  /** The grant is gone (revoked at Google, or expired): only a new connection helps. */
  get grantRevoked() {
    return this.reason === 'invalid_grant';
  }
}

/**
 * Google's scopes for availability and booking: calendar.events alone does not allow freeBusy
 * (docs/vendors.md#google-scopes).
 */
export const CALENDAR_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
];
