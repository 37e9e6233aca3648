import type { Agent } from '@portal/shared/agents/agent';
import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateGoLive } from '../go-live/keys';
import { agentKeys } from './keys';

/**
 * After a publish, a discard or a restore: the agent as answered replaces the cached one (its
 * values, draft count and card save counts), and what depends on which version callers hear is
 * read again (the draft, the history, the go-live checklist, the name on the list).
 */
export function applyVersionChange(queryClient: QueryClient, agent: Agent) {
  queryClient.setQueryData(agentKeys.detail(agent.id), agent);
  void invalidateGoLive(queryClient);
  void queryClient.invalidateQueries({ queryKey: agentKeys.draft(agent.id) });
  void queryClient.invalidateQueries({ queryKey: agentKeys.versions(agent.id) });
  return queryClient.invalidateQueries({ queryKey: agentKeys.list() });
}

/** Throws the draft away: the configure page shows what callers hear again. */
export function useDiscardDraft(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SaveSectionResult>(`${agentPath(agentId)}/draft`, { method: 'DELETE' }),
    onSuccess: ({ agent }) => applyVersionChange(queryClient, agent),
  });
}
