import type { AgentResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

/** A copy with everything configured, named '{name} (Copy)', with its own assistant. */
export const duplicateAgent = (agentId: string) =>
  api<AgentResult>(`${agentPath(agentId)}/duplicate`, { method: 'POST' });

export function useDuplicateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateAgent,
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agent.id), agent);
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
