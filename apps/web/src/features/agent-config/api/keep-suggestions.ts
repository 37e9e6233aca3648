import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

/** Keeps every card that still shows only its suggestion; the returned agent replaces the cached one. */
export function useKeepSuggestions(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SaveSectionResult>(`${agentPath(agentId)}/keep-suggestions`, { method: 'POST' }),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agentId), agent);
      void invalidateGoLive(queryClient);
    },
  });
}
