import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

export type SaveSectionInput = {
  key: string;
  body: Record<string, unknown>;
  /**
   * How many times the card had been saved when the owner opened it (agent.cardRevisions), sent
   * as If-Match: a save made in another tab since is refused rather than overwritten unseen.
   */
  revision?: number;
};

export const saveSectionKey = (agentId: string) => ['save-section', agentId] as const;

/** PATCH one configuration card; the returned agent replaces the cached one (status, progress, save counts). */
export function useSaveSection(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveSectionKey(agentId),
    mutationFn: ({ key, body, revision }: SaveSectionInput) =>
      api<SaveSectionResult>(`${agentPath(agentId)}/sections/${encodeURIComponent(key)}`, {
        method: 'PATCH',
        json: body,
        headers: revision === undefined ? undefined : { 'If-Match': String(revision) },
      }),
    onSuccess: ({ agent }, { key }) => {
      queryClient.setQueryData(agentKeys.detail(agentId), agent);
      // Every card may change the go-live checklist (business name, hours, forwarding, ...).
      void invalidateGoLive(queryClient);
      // The list shows the name and avatar only.
      if (key === 'agentName') return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    },
    // Saved elsewhere since (or deleted): the page reads the agent again, so the card opens on
    // the latest next time. An open form keeps what was typed: it started from its own copy.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: agentKeys.detail(agentId) });
    },
  });
}
