import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the go-live state (the cockpit and one agent's checklist). They live here, beside
 * the agent keys, because the pages that change what the checklist reads (a saved card, a number
 * assigned or released, the calendar, a sync retry) belong to other features.
 */
export const goLiveKeys = {
  all: ['go-live'] as const,
  cockpit: () => [...goLiveKeys.all, 'cockpit'] as const,
  agent: (agentId: string) => [...goLiveKeys.all, 'agent', agentId] as const,
};

/**
 * Marks every go-live answer stale after a change the rule reads. All of them, not one agent's: a
 * number moved from one agent to another, or the calendar, changes several agents at once. Not
 * awaited by the callers, so a save is not held up by a refetch of another page's data.
 */
export const invalidateGoLive = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: goLiveKeys.all });
