import type { CallList } from '@portal/shared/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

const RECENT = 5;

export const getRecentCalls = (agentId: string) =>
  api<CallList>(`/calls?${new URLSearchParams({ agentId, limit: String(RECENT) })}`);

/** An agent's last five calls, newest first; always fresh (a call may just have ended). */
export const useRecentCalls = (agentId: string) =>
  useQuery({
    queryKey: callKeys.recent(agentId),
    queryFn: () => getRecentCalls(agentId),
    select: (list) => list.calls,
    staleTime: 0,
  });
