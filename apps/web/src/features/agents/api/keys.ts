/**
 * Query keys of the agents feature. The list and every single agent live under the 'agents'
 * root, so a change that touches both (delete, duplicate) invalidates the root once.
 */
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  detail: (agentId: string) => [...agentKeys.all, 'detail', agentId] as const,
  templates: () => ['agent-templates'] as const,
};
