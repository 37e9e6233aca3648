import { callerPath } from '@portal/shared/api-reads/callers.plain';
import { callsPath } from '@portal/shared/api-reads/calls.plain';
import type { CallerDetail } from '@portal/shared/callers';
import type { CallList } from '@portal/shared/calls';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callerKeys } from './keys';

/** One caller with their note and appointments; read again on each visit (a call may just have ended). */
export const useCaller = (callerId: string) =>
  useQuery({
    queryKey: callerKeys.detail(callerId),
    queryFn: () => api<CallerDetail>(callerPath(callerId)),
    staleTime: 0,
  });

/** The caller's calls, newest first, a page at a time. */
export const useCallerCalls = (callerId: string, { enabled = true } = {}) =>
  useInfiniteQuery({
    enabled,
    queryKey: callerKeys.calls(callerId),
    queryFn: ({ pageParam }) => api<CallList>(callsPath({ caller: callerId }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
