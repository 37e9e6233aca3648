import { ApiError } from '../../../lib/api-client';

const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.code === 'UNAVAILABLE');

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'UNKNOWN' && error.message ? error.message : null;

/** Duplicate failures: the server's reason (e.g. the six-agent limit), else the fallback. */
export function duplicationErrorMessage(error: unknown): string {
  return (!unreachable(error) && serverMessage(error)) || 'Failed to send request to duplication service.';
}

/** Delete failures, worded 'Error deleting agent: ...' unless the server could not be reached. */
export function deletionErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : 'Unknown error.';
  if (unreachable(error)) return `Failed to send request to deletion service: ${detail}`;
  return `Error deleting agent: ${serverMessage(error) ?? detail}`;
}
