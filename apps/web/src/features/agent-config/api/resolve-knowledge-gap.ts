import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { knowledgeGapKeys } from '../../../lib/knowledge-gaps/keys';

/** Takes an answered question off the hub's list of questions the agent could not answer. */
export function useResolveKnowledgeGap(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api<void>(`${agentPath(agentId)}/knowledge-gaps/resolve`, { method: 'POST', json: { key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeGapKeys.agent(agentId) }),
  });
}
