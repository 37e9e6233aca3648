import type { AgentAvatarResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { uploadFile } from '../../../lib/upload';

export const uploadAvatarKey = (agentId: string) => ['upload-avatar', agentId] as const;

/** The agent's picture; the server sniffs, re-encodes and stores it. */
export function useUploadAgentAvatar(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadAvatarKey(agentId),
    mutationFn: (file: File) => uploadFile<AgentAvatarResult>(`${agentPath(agentId)}/avatar`, file),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agentId), agent);
      // Home's cockpit shows the picture too.
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
