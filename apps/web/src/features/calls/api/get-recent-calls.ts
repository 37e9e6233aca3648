import type { CallList } from '@portal/shared/calls';
import { recentCallsPath } from '@portal/shared/api-reads/agents.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { callKeys } from './keys';

export const getRecentCalls = (agentId: string) => api<CallList>(recentCallsPath(agentId));

/** An agent's last five calls, newest first; always fresh (a call may just have ended). */
export const useRecentCalls = (agentId: string) =>
  useQuery({
    queryKey: callKeys.recent(agentId),
    queryFn: () => getRecentCalls(agentId),
    initialData: () => servedAnswer<CallList>(recentCallsPath(agentId)),
    select: (list) => list.calls,
    staleTime: staleUnlessServed,
  });
