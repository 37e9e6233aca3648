import type { KnowledgeGapList } from '@portal/shared/knowledge-gaps';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { agentPath } from '../../../lib/agents/keys';
import { knowledgeGapKeys } from '../../../lib/knowledge-gaps/keys';

/** The questions the agent could not answer lately; always fresh (a call may just have ended). */
export const useKnowledgeGaps = (agentId: string) =>
  useQuery({
    queryKey: knowledgeGapKeys.agent(agentId),
    queryFn: () => api<KnowledgeGapList>(`${agentPath(agentId)}/knowledge-gaps`),
    initialData: () => servedAnswer<KnowledgeGapList>(`${agentPath(agentId)}/knowledge-gaps`),
    select: (list) => list.gaps,
    staleTime: staleUnlessServed,
  });
