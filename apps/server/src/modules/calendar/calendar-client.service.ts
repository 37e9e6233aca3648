import { AppError } from '../../lib/errors.ts';
import { CalendarProviderError, type CalendarApi } from '../../providers/calendar/calendar.ts';
import { forgetConnection, type CalendarDeps } from './calendar-connection.service.ts';
import { openAccessToken, openRefreshToken, sealAccessToken } from './calendar-tokens.pure.ts';
import { findTokens, updateAccessToken } from './calendar.repo.ts';

// Refresh a little early, so a token does not expire between this check and Google's.
const EXPIRY_MARGIN_MS = 60_000;

export const NOT_CONNECTED = 'No Google Calendar is connected.';
export const ACCESS_REVOKED = 'Google Calendar access was revoked. Please connect your calendar again.';
export const CALENDAR_UNREACHABLE = 'Google Calendar could not be reached. Please try again.';

/**
 * The user's calendar for the in-call booking tools. The stored access token is used while it is
 * fresh; otherwise the refresh token buys a new one, which is stored (encrypted) for the next
 * call. A grant revoked at Google ends the connection here too.
 */
export async function getCalendarClient(deps: CalendarDeps, userId: string): Promise<CalendarApi> {
  const row = await findTokens(deps.db, userId);
  if (!row) throw new AppError('CONFLICT', NOT_CONNECTED);
  const fresh =
    row.accessTokenEncrypted &&
    row.accessTokenExpiresAt &&
    row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
  if (fresh) return deps.calendar.calendar(openAccessToken(deps.encryptionKey, userId, row.accessTokenEncrypted!));

  try {
    const tokens = await deps.calendar.refreshAccessToken(
      openRefreshToken(deps.encryptionKey, userId, row.refreshTokenEncrypted),
    );
    await updateAccessToken(
      deps.db,
      userId,
      sealAccessToken(deps.encryptionKey, userId, tokens.accessToken),
      tokens.expiresAt,
    );
    return deps.calendar.calendar(tokens.accessToken);
  } catch (error) {
    if (error instanceof CalendarProviderError && error.grantRevoked) {
      deps.logger.info({ userId }, 'google calendar grant revoked; disconnecting');
      await forgetConnection(deps, userId);
      throw new AppError('CONFLICT', ACCESS_REVOKED);
    }
    deps.logger.warn({ err: error }, 'google token refresh failed');
    throw new AppError('UPSTREAM_FAILED', CALENDAR_UNREACHABLE);
  }
}
