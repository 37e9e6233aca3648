import type { SyncResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateGoLive } from '../go-live/keys';
import { agentKeys } from './keys';

/** Pushes the agent's assistant to the voice platform again (after a failed create or update). */
export const syncAgent = (agentId: string) => api<SyncResult>(`${agentPath(agentId)}/sync`, { method: 'POST' });

export function useSyncAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAgent,
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agent.id), agent);
      // The 'Voice platform' item of the checklist reads the sync.
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
