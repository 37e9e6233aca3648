import type { Agent } from '@portal/shared/agents/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentPath } from './get-agent';
import { configKeys } from './keys';

/** error: the voice platform refused again; the agent keeps its data either way. */
export type SyncResult = { agent: Agent; error: string | null };

/** Pushes the agent's assistant to the voice platform again after a failed create or update. */
export function useRetrySync(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SyncResult>(`${agentPath(agentId)}/sync`, { method: 'POST' }),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(configKeys.agent(agentId), agent);
      return queryClient.invalidateQueries({ queryKey: configKeys.list() });
    },
  });
}
