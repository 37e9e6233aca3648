import { blockedCallersPath } from '@portal/shared/api-reads/blocked-callers.plain';
import type { BlockedCallerList } from '@portal/shared/blocked-callers';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, servedAnswer } from '../../lib/api-client';

/**
 * The owner's block list, read by the Blocked callers page, a call's page and the inbox rows'
 * menus. One short read, kept for the default 30 seconds: a call's page and a row's menu ask
 * whether their caller is on it without reading it again each time. Its changes are in
 * block-list-changes.ts, which a call's page loads only when the owner blocks or unblocks.
 */

export const BLOCKED_CALLERS_KEY = ['blocked-callers'];

const readBlockedCallers = () => api<BlockedCallerList>(blockedCallersPath);

export const useBlockedCallers = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: BLOCKED_CALLERS_KEY,
    queryFn: readBlockedCallers,
    initialData: () => servedAnswer<BlockedCallerList>(blockedCallersPath),
    enabled,
  });

/** Reads the list ahead of a menu that is about to open. */
export const prefetchBlockedCallers = (queryClient: QueryClient) =>
  queryClient.prefetchQuery({ queryKey: BLOCKED_CALLERS_KEY, queryFn: readBlockedCallers });
