import type { Agent } from '@portal/shared/agents/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

export const getAgent = (agentId: string) => api<Agent>(`/agents/${encodeURIComponent(agentId)}`);

export const agentQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: agentKeys.detail(agentId), queryFn: () => getAgent(agentId) });

/** One agent of the user, also when soft-deleted (isDeleted); another user's id is a 404. */
export const useAgent = (agentId: string) => useQuery(agentQueryOptions(agentId));
