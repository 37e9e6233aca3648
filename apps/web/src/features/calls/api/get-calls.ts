import type { CallList } from '@portal/shared/calls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { callKeys, type CallListView } from './keys';

const PAGE_SIZE = 25;

function callsPath(view: CallListView, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (view.agentId) query.set('agentId', view.agentId);
  if (view.outcome) query.set('outcome', view.outcome);
  if (view.q) query.set('q', view.q);
  if (cursor) query.set('cursor', cursor);
  return `/calls?${query}`;
}

export const getCalls = (view: CallListView, cursor: string | null) => api<CallList>(callsPath(view, cursor));

/** The first page as the page was served with it, as the infinite list holds pages. */
function servedFirstPage(view: CallListView) {
  const first = servedAnswer<CallList>(callsPath(view, null));
  return first ? { pages: [first], pageParams: [null] } : undefined;
}

/** The user's calls as narrowed, newest first, a page at a time; always fresh (a call may just have ended). */
export const useCalls = (view: CallListView, { enabled = true } = {}) =>
  useInfiniteQuery({
    enabled,
    queryKey: callKeys.list(view),
    queryFn: ({ pageParam }) => getCalls(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    initialData: () => servedFirstPage(view),
    staleTime: staleUnlessServed,
  });
