import { ownerMessage } from '../../lib/api-client';

/** The phone-number pages' text for a missing session. */
export const SESSION_EXPIRED = 'Session expired. Please log in.';

/** What to show for a failed request: the session text on 401, otherwise the request's own message. */
export const errorText = (error: Error) => ownerMessage(error, error.message, SESSION_EXPIRED);
