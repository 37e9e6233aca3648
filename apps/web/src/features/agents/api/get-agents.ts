import type { AgentListItem } from '@portal/shared/agents/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

export const getAgents = () => api<AgentListItem[]>('/agents');

export const agentsQueryOptions = () => queryOptions({ queryKey: agentKeys.list(), queryFn: getAgents });

/** The signed-in user's agents (soft-deleted ones excluded), oldest first. */
export const useAgents = () => useQuery(agentsQueryOptions());
