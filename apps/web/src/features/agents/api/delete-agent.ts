import type { Ok } from '@portal/shared/api';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

/** Permanent: the row and its voice-platform assistant are removed. */
export const deleteAgent = (agentId: string) => api<Ok>(agentPath(agentId), { method: 'DELETE' });

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: (_result, agentId) => {
      queryClient.removeQueries({ queryKey: agentKeys.detail(agentId) });
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
