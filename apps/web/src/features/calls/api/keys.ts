/**
 * Query keys of the calls feature. The agents list shares the agents feature's key
 * (['agents', 'list']), so the filter reuses a list already loaded on My Agents.
 */
export const callKeys = {
  all: ['calls'] as const,
  list: (agentId: string | null) => [...callKeys.all, 'list', agentId ?? 'all'] as const,
  detail: (callId: string) => [...callKeys.all, 'detail', callId] as const,
  agents: () => ['agents', 'list'] as const,
};
