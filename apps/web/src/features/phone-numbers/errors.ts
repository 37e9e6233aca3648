import { ApiError } from '../../lib/api-client';

/** The phone-number pages' text for a missing session. */
export const SESSION_EXPIRED = 'Session expired. Please log in.';

/** What to show for a failed request: the session text on 401, otherwise the server's message. */
export const errorText = (error: Error) =>
  error instanceof ApiError && error.status === 401 ? SESSION_EXPIRED : error.message;
