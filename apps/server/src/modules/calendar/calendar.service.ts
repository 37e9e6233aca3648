import { randomBytes } from 'node:crypto';
import { calendarMessages, type ExchangeCodeInput } from '@portal/shared/calendar';
import { AppError } from '../../lib/errors.ts';
import { pkcePair } from '../../lib/pkce.ts';
import { CalendarProviderError } from '../../providers/calendar/calendar.ts';
import { forgetConnection, resyncAgents, type CalendarDeps } from './calendar-connection.service.ts';
import { openRefreshToken, sealAccessToken, sealRefreshToken } from './calendar-tokens.pure.ts';
import * as repo from './calendar.repo.ts';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

export const CODE_REFUSED = 'Google did not accept the authorization (it may have expired). Please connect again.';
export const GOOGLE_UNREACHABLE = 'Google could not be reached. Please try again.';
export const NO_OFFLINE_ACCESS = 'Google did not grant offline access to the calendar. Please connect again.';
export const REVOKE_FAILED =
  'Disconnected, but Google could not be reached to revoke access. You can remove it in your Google Account settings.';

function googleFailure(error: unknown): AppError {
  if (error instanceof CalendarProviderError && error.status >= 400 && error.status < 500) {
    return new AppError('BAD_REQUEST', CODE_REFUSED);
  }
  return new AppError('UPSTREAM_FAILED', GOOGLE_UNREACHABLE);
}

/**
 * A single-use state bound to the user, valid ten minutes, with a PKCE verifier kept beside it,
 * and the consent URL carrying the state and the verifier's challenge.
 */
export async function startConnection(deps: CalendarDeps, userId: string) {
  const state = randomBytes(32).toString('base64url');
  const pkce = pkcePair();
  const expiresAt = new Date(Date.now() + STATE_LIFETIME_MS);
  await repo.insertState(deps.db, { state, userId, codeVerifier: pkce.verifier, expiresAt });
  return { authorizationUrl: deps.calendar.authorizationUrl(state, pkce.challenge) };
}

/** The callback's exchange: state check, code for tokens, identity, encrypted storage. */
export async function exchangeCode(deps: CalendarDeps, userId: string, input: ExchangeCodeInput) {
  const code = input.code?.trim();
  const state = input.state?.trim();
  if (!code || !state) throw new AppError('VALIDATION_FAILED', calendarMessages.missingCodeOrState);
  const taken = await repo.takeState(deps.db, userId, state);
  if (!taken || taken.expiresAt.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', calendarMessages.invalidState);

  let tokens;
  let identity;
  try {
    tokens = await deps.calendar.exchangeCode(code, taken.codeVerifier);
    identity = await deps.calendar.identity(tokens.accessToken);
  } catch (error) {
    deps.logger.warn({ err: error }, 'google code exchange failed');
    throw googleFailure(error);
  }
  if (!tokens.refreshToken) throw new AppError('BAD_REQUEST', NO_OFFLINE_ACCESS);

  await repo.saveTokens(deps.db, {
    userId,
    googleEmail: identity.email,
    refreshTokenEncrypted: sealRefreshToken(deps.encryptionKey, userId, tokens.refreshToken),
    accessTokenEncrypted: sealAccessToken(deps.encryptionKey, userId, tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
  });
  await repo.setProfileCalendar(deps.db, userId, identity.email);
  await resyncAgents(deps, userId);
  return { connected: true, email: identity.email };
}

export const getStatus = (deps: CalendarDeps, userId: string) => repo.readStatus(deps.db, userId);

/**
 * Revokes the grant at Google, then forgets it here. A grant Google no longer knows is already
 * revoked; if Google cannot be reached the connection is still removed here, with a warning.
 */
export async function disconnect(deps: CalendarDeps, userId: string) {
  const row = await repo.findTokens(deps.db, userId);
  let warning: string | null = null;
  if (row) {
    try {
      await deps.calendar.revokeToken(openRefreshToken(deps.encryptionKey, userId, row.refreshTokenEncrypted));
    } catch (error) {
      const alreadyRevoked = error instanceof CalendarProviderError && error.status === 400;
      if (!alreadyRevoked) {
        deps.logger.warn({ err: error }, 'google token revoke failed');
        warning = REVOKE_FAILED;
      }
    }
  }
  await forgetConnection(deps, userId);
  return { connected: false, email: null, warning };
}
