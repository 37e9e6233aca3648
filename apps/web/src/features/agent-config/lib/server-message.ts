import { ApiError } from '../../../lib/api-client';

/**
 * The server's own message when it sent one; otherwise the feature's fallback.
 * A signed-out session (401) reads as the feature's own session text when it has one.
 */
export function serverMessage(error: unknown, fallback: string, sessionExpired?: string): string {
  if (sessionExpired && error instanceof ApiError && error.status === 401) return sessionExpired;
  const fromServer = error instanceof ApiError && error.status > 0 && error.code !== 'UNAVAILABLE';
  return fromServer && error.message ? error.message : fallback;
}
