import { ApiError } from '../../lib/api-client';

/** The spec's phone-numbers text for a missing session (section 8 "Phone numbers"). */
export const SESSION_EXPIRED = 'Session expired. Please log in.';

/** What to show for a failed request: the session text on 401, otherwise the server's message. */
export const errorText = (error: Error) =>
  error instanceof ApiError && error.status === 401 ? SESSION_EXPIRED : error.message;
