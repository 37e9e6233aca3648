import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

export type SaveSectionInput = { key: string; body: Record<string, unknown> };

export const saveSectionKey = (agentId: string) => ['save-section', agentId] as const;

/** PATCH one configuration card; the returned agent replaces the cached one (status, progress). */
export function useSaveSection(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveSectionKey(agentId),
    mutationFn: ({ key, body }: SaveSectionInput) =>
      api<SaveSectionResult>(`${agentPath(agentId)}/sections/${encodeURIComponent(key)}`, {
        method: 'PATCH',
        json: body,
      }),
    onSuccess: ({ agent }, { key }) => {
      queryClient.setQueryData(agentKeys.detail(agentId), agent);
      // Every card may change the go-live checklist (business name, hours, forwarding, ...).
      void invalidateGoLive(queryClient);
      // The list shows the name and avatar only.
      if (key === 'agentName') return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
  });
}
