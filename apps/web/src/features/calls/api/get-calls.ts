import type { CallList } from '@portal/shared/calls';
import { callsPath } from '@portal/shared/api-reads/calls.plain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { callKeys, type CallListView } from './keys';

export const getCalls = (view: CallListView, cursor: string | null) => api<CallList>(callsPath(view, cursor));

/** The first page as the page was served with it, as the infinite list holds pages. */
function servedFirstPage(view: CallListView) {
  const first = servedAnswer<CallList>(callsPath(view));
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
