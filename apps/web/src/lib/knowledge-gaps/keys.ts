/**
 * Query keys of an agent's unanswered questions. They live here because the list is shown by its
 * own feature on the hub, and a question leaves it when the configure page saves its answer.
 */
export const knowledgeGapKeys = {
  all: ['knowledge-gaps'] as const,
  agent: (agentId: string) => [...knowledgeGapKeys.all, agentId] as const,
};
