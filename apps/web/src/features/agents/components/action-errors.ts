import { ownerMessage, unreachable } from '../../../lib/api-client';

/** Duplicate failures: the server's reason (e.g. the six-agent limit), else the fallback. */
export const duplicationErrorMessage = (error: unknown) =>
  ownerMessage(error, 'Failed to send request to duplication service.');

/** Delete failures, worded 'Error deleting agent: ...' unless the server could not be reached. */
export function deletionErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : 'Unknown error.';
  return unreachable(error)
    ? `Failed to send request to deletion service: ${detail}`
    : `Error deleting agent: ${detail}`;
}
