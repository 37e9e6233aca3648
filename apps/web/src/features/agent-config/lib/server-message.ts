import { ApiError } from '../../../lib/api-client';

/** The server's own message when it sent one; otherwise the feature's fallback in the spec's words. */
export function serverMessage(error: unknown, fallback: string): string {
  const fromServer = error instanceof ApiError && error.status > 0 && error.code !== 'UNAVAILABLE';
  return fromServer && error.message ? error.message : fallback;
}
