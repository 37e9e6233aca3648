import type { AgentListItem } from '@portal/shared/agents/agent';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

/** The user's agents, for the filter (the same list and cache entry as My Agents). */
export const useAgentOptions = () =>
  useQuery({ queryKey: callKeys.agents(), queryFn: () => api<AgentListItem[]>('/agents') });
