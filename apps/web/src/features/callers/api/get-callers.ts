import { callersPath } from '@portal/shared/api-reads/callers.plain';
import type { CallerList } from '@portal/shared/callers';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { callerKeys } from './keys';

/** The first page as the page was served with it, as the infinite list holds pages. */
function servedFirstPage(search: string | null) {
  const first = servedAnswer<CallerList>(callersPath(search));
  return first ? { pages: [first], pageParams: [null] } : undefined;
}

/** The owner's callers, the latest first, narrowed by `search`, a page at a time; fresh on each visit. */
export const useCallers = (search: string | null) =>
  useInfiniteQuery({
    queryKey: callerKeys.list(search),
    queryFn: ({ pageParam }) => api<CallerList>(callersPath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    initialData: () => servedFirstPage(search),
    staleTime: staleUnlessServed,
    // While a new search is read, the last list stays rather than a spinner taking its place.
    placeholderData: keepPreviousData,
  });
