import type { Agent } from '@portal/shared/agents/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** error: the voice platform refused again; the agent keeps its data either way. */
export type SyncResult = { agent: Agent; error: string | null };

/** Pushes the agent's assistant to the voice platform again (after a failed create or update). */
export const syncAgent = (agentId: string) =>
  api<SyncResult>(`/agents/${encodeURIComponent(agentId)}/sync`, { method: 'POST' });

export function useSyncAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAgent,
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agent.id), agent);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
