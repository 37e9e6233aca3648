/**
 * Query keys of the configuration page. An agent lives under the same key the agents feature
 * uses (['agents', 'detail', id]), so a save here also refreshes the profile overview and the
 * hub without either feature importing the other.
 */
export const configKeys = {
  agents: ['agents'] as const,
  list: () => [...configKeys.agents, 'list'] as const,
  agent: (agentId: string) => [...configKeys.agents, 'detail', agentId] as const,
};
