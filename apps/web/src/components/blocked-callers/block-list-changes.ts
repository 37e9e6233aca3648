import type { BlockCallerInput, BlockedCallerList, BlockResult } from '@portal/shared/blocked-callers';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { BLOCKED_CALLERS_KEY } from './block-list';

// Blocking and unblocking. The list in the cache follows at once, without reading it again.

// The inbox's lists (the calls feature's keys): read again once the list changes, so a call
// refused from now on is never shown against the old list.
const CALL_LISTS = ['calls', 'list'];

function settle(queryClient: QueryClient, change: (list: BlockedCallerList) => BlockedCallerList) {
  queryClient.setQueryData<BlockedCallerList>(BLOCKED_CALLERS_KEY, (list) => list && change(list));
  void queryClient.invalidateQueries({ queryKey: CALL_LISTS });
}

/**
 * After a refusal the list is read again: a number refused as blocked already (in another tab) then
 * shows blocked, and one already unblocked shows gone.
 */
async function refreshedOnError<T>(queryClient: QueryClient, change: Promise<T>) {
  try {
    return await change;
  } catch (error) {
    void queryClient.invalidateQueries({ queryKey: BLOCKED_CALLERS_KEY });
    throw error;
  }
}

/** Blocks a number (as typed); the entry goes first, as the list is newest first. */
export const blockNumber = (queryClient: QueryClient, input: BlockCallerInput) =>
  refreshedOnError(
    queryClient,
    api<BlockResult>('/blocked-callers', { method: 'POST', json: input }).then((result) => {
      settle(queryClient, (list) => ({ ...list, blockedCallers: [result.blockedCaller, ...list.blockedCallers] }));
      return result;
    }),
  );

/** Takes an entry off the list. */
export const unblockEntry = (queryClient: QueryClient, id: string) =>
  refreshedOnError(
    queryClient,
    api<void>(`/blocked-callers/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() =>
      settle(queryClient, (list) => ({
        ...list,
        blockedCallers: list.blockedCallers.filter((entry) => entry.id !== id),
      })),
    ),
  );

export function useBlockCaller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: BlockCallerInput) => blockNumber(queryClient, input) });
}

export function useUnblockCaller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => unblockEntry(queryClient, id) });
}
