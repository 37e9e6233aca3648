import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AgentResult } from './create-agent';
import { agentKeys } from './keys';

/** A copy with everything configured, named '{name} (Copy)', with its own assistant. */
export const duplicateAgent = (agentId: string) =>
  api<AgentResult>(`/agents/${encodeURIComponent(agentId)}/duplicate`, { method: 'POST' });

export function useDuplicateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateAgent,
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agent.id), agent);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
