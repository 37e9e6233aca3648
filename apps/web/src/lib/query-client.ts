import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * For reads that are always re-read on arrival: fresh only while they hold the answer the page
 * was served with (that answer is the arrival's read; dataUpdateCount counts this tab's fetches).
 */
export const staleUnlessServed = (query: { state: { dataUpdateCount: number } }) =>
  query.state.dataUpdateCount === 0 ? 30_000 : 0;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; connection problems might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
