import { blockedEntryFor } from '@portal/shared/blocked-callers.plain';
import type { BlockResult } from '@portal/shared/blocked-callers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import { useBlockedCallers } from './block-list';

/**
 * The block list's changes and the note after one, loaded at the first press: most visits to a
 * call's page block nobody.
 */
export const blockChanges = loadOnce(() => import('./caller-block-note-body'));

type Outcome = {
  busy: boolean;
  error: unknown;
  /** What the last block from this page gave, for the note that says what it did. */
  blocked: BlockResult | null;
};

const IDLE: Outcome = { busy: false, error: null, blocked: null };

/**
 * Whether a call's caller is blocked, and blocking or unblocking them: for a call's page, where
 * the button and the note it leaves after blocking sit in different places. `null` for a call
 * without a caller number (a browser test call), which reads nothing.
 */
export function useCallerBlock(number: string | null) {
  const queryClient = useQueryClient();
  const list = useBlockedCallers({ enabled: number !== null });
  const [outcome, setOutcome] = useState(IDLE);
  const entry = blockedEntryFor(list.data?.blockedCallers ?? [], number);

  const run = (change: (module: Awaited<ReturnType<typeof blockChanges.load>>) => Promise<BlockResult | null>) => {
    // The note stays while Undo is under way.
    setOutcome({ ...outcome, busy: true, error: null });
    blockChanges
      .load()
      .then(change)
      .then(
        (blocked) => setOutcome({ ...IDLE, blocked }),
        (error: unknown) => setOutcome({ ...IDLE, error }),
      );
  };

  return {
    number,
    /** Unknown (null) until the list has been read, or when it could not be. */
    blocked: list.data ? entry !== null : null,
    listFailed: list.isError,
    /** Set once this page blocked the caller, while they stay blocked: the note says what it did. */
    justBlocked: entry && outcome.blocked?.blockedCaller.id === entry.id ? outcome.blocked : null,
    busy: outcome.busy,
    error: outcome.error,
    block: () => {
      if (number) run((module) => module.blockNumber(queryClient, { number }));
    },
    unblock: () => {
      if (entry) run((module) => module.unblockEntry(queryClient, entry.id).then(() => null));
    },
  };
}

export type CallerBlock = ReturnType<typeof useCallerBlock>;
