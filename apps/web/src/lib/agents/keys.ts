/**
 * Query keys of the user's agents. Every page that shows agents (My Agents, the hub, the
 * configuration page, the call filter, the number assignment) reads the same cache entries, so a
 * save on one page refreshes the others.
 */
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  detail: (agentId: string) => [...agentKeys.all, 'detail', agentId] as const,
  /** What publishing would change (the publish dialog). */
  draft: (agentId: string) => [...agentKeys.all, 'draft', agentId] as const,
  /** The published versions (the version history). */
  versions: (agentId: string) => [...agentKeys.all, 'versions', agentId] as const,
};
