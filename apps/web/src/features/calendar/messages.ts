import { calendarMessages } from '@portal/shared/calendar.plain';
import { ApiError, sessionEnded } from '../../lib/api-client';

/** The calendar texts for each failure (docs/product.md#calendar-errors). */
export const calendarErrors = {
  status: (error: Error) =>
    sessionEnded(error) ? calendarMessages.sessionInvalid : calendarMessages.loadFailed(error.message),
  connect: (error: Error) => {
    if (sessionEnded(error)) return calendarMessages.sessionInvalid;
    return error instanceof ApiError
      ? calendarMessages.connectionError(error.message)
      : calendarMessages.initiateFailed;
  },
  disconnect: (error: Error) =>
    sessionEnded(error) ? calendarMessages.sessionInvalid : calendarMessages.disconnectFailed(error.message),
  exchange: (error: Error) =>
    sessionEnded(error) ? calendarMessages.sessionExpired : calendarMessages.connectionFailed(error.message),
};

/** Only an http(s) URL is followed: the consent page is Google's (or the sandbox's), never a script URL. */
export function validAuthorizationUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
