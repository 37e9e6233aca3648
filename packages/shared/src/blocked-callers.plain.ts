import type { BlockedCaller } from './blocked-callers.ts';

// The block list's limits and texts, without the schemas: the call page offers "Block this
// caller" without loading the validation library.

export const BLOCKED_CALLERS = { max: 500, note: 200 } as const;

export const BLOCK_LIST_FULL = `The block list is full: it holds up to ${BLOCKED_CALLERS.max} numbers. Unblock one you no longer need first.`;
export const ALREADY_BLOCKED = 'This number is already blocked.';
export const BLOCKED_CALLER_NOT_FOUND = 'This number is not on your block list.';

/**
 * Said when the voice platform could not be told yet: the number is on the list, and the platform
 * is told again automatically.
 */
export const SCREENING_PENDING =
  'The number is blocked, but the voice platform could not be updated yet, so a call from it may still reach your agent for a few minutes. It is tried again automatically.';

/** The caller of a call as the block list knows them, or null when the call has no caller number. */
export const blockedEntryFor = (list: readonly BlockedCaller[], number: string | null) =>
  number ? (list.find((entry) => entry.number === number) ?? null) : null;
