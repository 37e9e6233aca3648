/** Query keys of the calls feature. */
export const callKeys = {
  all: ['calls'] as const,
  list: (agentId: string | null) => [...callKeys.all, 'list', agentId ?? 'all'] as const,
  detail: (callId: string) => [...callKeys.all, 'detail', callId] as const,
  recent: (agentId: string) => [...callKeys.all, 'recent', agentId] as const,
};
