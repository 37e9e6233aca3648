import type { Ok } from '@portal/shared/api';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

/** Hidden from lists, data kept. */
export const softDeleteAgent = (agentId: string) => api<Ok>(`${agentPath(agentId)}/soft-delete`, { method: 'POST' });

export function useSoftDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: softDeleteAgent,
    // The list drops the agent and its page re-reads isDeleted.
    onSuccess: () => {
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}
