import type { Agent } from '@portal/shared/agents/agent';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configKeys } from './keys';

export const agentPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}`;

/** The agent being configured (also when soft-deleted; another user's agent is a 404). */
export const useConfigAgent = (agentId: string) =>
  useQuery({ queryKey: configKeys.agent(agentId), queryFn: () => api<Agent>(agentPath(agentId)) });
