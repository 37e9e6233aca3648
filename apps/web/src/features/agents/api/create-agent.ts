import type { Agent, CreateAgentInput } from '@portal/shared/agents/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** warning: the agent exists but its voice-platform assistant could not be created yet. */
export type AgentResult = { agent: Agent; warning: string | null };

export const createAgent = (input: CreateAgentInput) => api<AgentResult>('/agents', { method: 'POST', json: input });

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.list() }),
  });
}
