import type { AcceptProposals, AcceptProposalsResult, KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { agentPath, latestImportPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/agents/keys';
import { invalidateGoLive } from '../../../lib/go-live/keys';

const importKeys = { latest: (agentId: string) => [...agentKeys.detail(agentId), 'import'] as const };

const unfinished = (item: KnowledgeImport | null | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

/** The agent's latest import, re-read every second while it is still reading the site. */
export const useLatestImport = (agentId: string, enabled = true) =>
  useQuery({
    queryKey: importKeys.latest(agentId),
    queryFn: () => api<KnowledgeImport | null>(latestImportPath(agentId)),
    enabled,
    refetchInterval: (query) => (unfinished(query.state.data) ? 1000 : false),
  });

export function useStartImport(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      api<KnowledgeImport>(`${agentPath(agentId)}/imports`, { method: 'POST', json: { url } }),
    onSuccess: (started) => queryClient.setQueryData(importKeys.latest(agentId), started),
  });
}

/** Uploads a document (PDF, Word or text) to be read like a website. */
export function useUploadDocument(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api<KnowledgeImport>(`${agentPath(agentId)}/imports/document`, { method: 'POST', body: form });
    },
    onSuccess: (started) => queryClient.setQueryData(importKeys.latest(agentId), started),
  });
}

/** Saves accepted proposals; the returned agent replaces the cached one. */
export function useAcceptProposals(agentId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptProposals) =>
      api<AcceptProposalsResult>(`${agentPath(agentId)}/imports/${encodeURIComponent(importId)}/accept`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(agentKeys.detail(agentId), agent);
      void invalidateGoLive(queryClient);
    },
  });
}
