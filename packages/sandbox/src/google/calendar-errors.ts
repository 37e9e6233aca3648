import type { Context } from 'hono';

/**
 * The Calendar API's errors as Google sends them (docs/vendors.md#google-api-errors):
 * `{error: {code, message, errors: [{domain, reason, message, location?, locationType?}]}}`.
 * Google's front end, which checks the token, the scopes and the JSON before Calendar sees the
 * request, adds the canonical `status` (UNAUTHENTICATED, PERMISSION_DENIED, INVALID_ARGUMENT) and
 * sometimes `details`; the Calendar backend's own errors (bad times, unknown calendar) carry neither.
 */

export type ErrorItem = { domain?: string; reason: string; message: string; location?: string; locationType?: string };
export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 410;

export class CalendarApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    readonly items: ErrorItem[],
    readonly extra: { status?: string; details?: unknown[] } = {},
    message = items[0]!.message,
  ) {
    super(message);
  }

  get body() {
    return { error: { code: this.status, message: this.message, errors: this.items, ...this.extra } };
  }
}

export const respond = (c: Context, error: CalendarApiError) => c.json(error.body, error.status);

/** A backend refusal: domain `calendar` for Calendar's own reasons, `global` for the general ones. */
export function calendarError(status: ApiStatus, reason: string, message: string, location?: string) {
  const domain = ['timeRangeEmpty', 'cannotUseDefaultRemindersAndSpecifyOverride'].includes(reason)
    ? 'calendar'
    : 'global';
  const item: ErrorItem = { domain, reason, message, ...(location ? { location, locationType: 'parameter' } : {}) };
  return new CalendarApiError(status, [item]);
}

/** The front end's refusal of a body that does not parse into the resource. */
export const invalidArgument = (message: string) =>
  new CalendarApiError(400, [{ message, reason: 'invalid' }], {
    status: 'INVALID_ARGUMENT',
    details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ description: message }] }],
  });

const SEE_DEVCONSOLE =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. ' +
  'See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const AUTHORIZATION_HEADER = { domain: 'global', location: 'Authorization', locationType: 'header' };

/** 401 with no Authorization header: "Login Required." */
export const credentialsMissing = () =>
  new CalendarApiError(
    401,
    [{ message: 'Login Required.', reason: 'required', ...AUTHORIZATION_HEADER }],
    { status: 'UNAUTHENTICATED' },
    `Request is missing required authentication credential. ${SEE_DEVCONSOLE}`,
  );

/** 401 for a token Google does not know, or one that has expired or been revoked. */
export const credentialsInvalid = () =>
  new CalendarApiError(
    401,
    [{ message: 'Invalid Credentials', reason: 'authError', ...AUTHORIZATION_HEADER }],
    { status: 'UNAUTHENTICATED' },
    `Request had invalid authentication credentials. ${SEE_DEVCONSOLE}`,
  );

/** 403 for a token without a scope the method needs; `method` as Google names it (calendar.v3.Events.List). */
export const insufficientScopes = (method: string) =>
  new CalendarApiError(
    403,
    [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
    {
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service: 'calendar-json.googleapis.com', method },
        },
      ],
    },
    'Request had insufficient authentication scopes.',
  );
