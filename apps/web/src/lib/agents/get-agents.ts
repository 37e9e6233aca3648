import type { AgentListItem } from '@portal/shared/agents/agent';
import { agentsPath } from '@portal/shared/api-reads/agents.plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../api-client';
import { agentKeys } from './keys';

export const getAgents = () => api<AgentListItem[]>(agentsPath);

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.list(),
    queryFn: getAgents,
    initialData: () => servedAnswer<AgentListItem[]>(agentsPath),
  });

/** The signed-in user's agents (soft-deleted ones excluded), oldest first. */
export const useAgents = () => useQuery(agentsQueryOptions());

export type AgentOption = { value: string; label: string };

const toOptions = (agents: AgentListItem[]): AgentOption[] =>
  agents.map((agent) => ({ value: agent.id, label: agent.agentName }));

/** The same list as choices for a select (the call filter, who answers a number). */
export const useAgentOptions = () => useQuery({ ...agentsQueryOptions(), select: toOptions });
