import type { AgentListItem } from '@portal/shared/agents/agent';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { phoneNumberKeys } from './keys';

export type AgentOption = { value: string; label: string };

export const getAgentOptions = async (): Promise<AgentOption[]> =>
  (await api<AgentListItem[]>('/agents')).map((agent) => ({ value: agent.id, label: agent.agentName }));

/** The user's agents (not deleted) as choices for who answers a number. */
export const useAgentOptions = () => useQuery({ queryKey: phoneNumberKeys.agentOptions(), queryFn: getAgentOptions });
