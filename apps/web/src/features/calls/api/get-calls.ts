import type { CallList } from '@portal/shared/calls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

const PAGE_SIZE = 25;

export function getCalls(agentId: string | null, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (agentId) query.set('agentId', agentId);
  if (cursor) query.set('cursor', cursor);
  return api<CallList>(`/calls?${query}`);
}

/** The user's calls, newest first, a page at a time; always fresh (a call may just have ended). */
export const useCalls = (agentId: string | null) =>
  useInfiniteQuery({
    queryKey: callKeys.list(agentId),
    queryFn: ({ pageParam }) => getCalls(agentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
