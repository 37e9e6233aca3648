import type { KnowledgeGapList } from '@portal/shared/knowledge-gaps';
import { knowledgeGapsPath } from '@portal/shared/api-reads/agents.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { knowledgeGapKeys } from '../../../lib/knowledge-gaps/keys';

/** The questions the agent could not answer lately; always fresh (a call may just have ended). */
export const useKnowledgeGaps = (agentId: string) =>
  useQuery({
    queryKey: knowledgeGapKeys.agent(agentId),
    queryFn: () => api<KnowledgeGapList>(knowledgeGapsPath(agentId)),
    initialData: () => servedAnswer<KnowledgeGapList>(knowledgeGapsPath(agentId)),
    select: (list) => list.gaps,
    staleTime: staleUnlessServed,
  });
