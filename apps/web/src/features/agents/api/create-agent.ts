import type { CreateAgentInput } from '@portal/shared/agents/agent';
import type { AgentResult } from '@portal/shared/agents/agent-results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

export const createAgent = (input: CreateAgentInput) => api<AgentResult>('/agents', { method: 'POST', json: input });

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => {
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
