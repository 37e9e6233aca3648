import type { Agent } from '@portal/shared/agents/agent';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../api-client';
import { agentKeys } from './keys';

export const getAgent = (agentId: string) => api<Agent>(agentPath(agentId));

export const agentQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: agentKeys.detail(agentId),
    queryFn: () => getAgent(agentId),
    initialData: () => servedAnswer<Agent>(agentPath(agentId)),
  });

/** One agent of the user, also when soft-deleted (isDeleted); another user's id is a 404. */
export const useAgent = (agentId: string) => useQuery(agentQueryOptions(agentId));
