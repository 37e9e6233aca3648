import type { Agent } from '@portal/shared/agents/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentPath } from './get-agent';
import { configKeys } from './keys';

/** Multipart upload of the agent's picture; the server sniffs, re-encodes and stores it. */
export function useUploadAgentAvatar(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<{ agent: Agent }>(`${agentPath(agentId)}/avatar`, { method: 'POST', body });
    },
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(configKeys.agent(agentId), agent);
      return queryClient.invalidateQueries({ queryKey: configKeys.list() });
    },
  });
}
