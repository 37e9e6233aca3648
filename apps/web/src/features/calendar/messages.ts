import { calendarMessages } from '@portal/shared/calendar-messages';
import { ApiError } from '../../lib/api-client';

const isSessionError = (error: Error) => error instanceof ApiError && error.status === 401;

/** The calendar texts for each failure (docs/product.md#calendar-errors). */
export const calendarErrors = {
  status: (error: Error) =>
    isSessionError(error) ? calendarMessages.sessionInvalid : calendarMessages.loadFailed(error.message),
  connect: (error: Error) => {
    if (isSessionError(error)) return calendarMessages.sessionInvalid;
    return error instanceof ApiError
      ? calendarMessages.connectionError(error.message)
      : calendarMessages.initiateFailed;
  },
  disconnect: (error: Error) =>
    isSessionError(error) ? calendarMessages.sessionInvalid : calendarMessages.disconnectFailed(error.message),
  exchange: (error: Error) =>
    isSessionError(error) ? calendarMessages.sessionExpired : calendarMessages.connectionFailed(error.message),
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
