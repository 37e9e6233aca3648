import type { CallListFilter } from '@portal/shared/calls';

/**
 * What the inbox shows: an agent's calls or all, one outcome or all, matching words or not; and,
 * under the calls that need attention, the rest without them.
 */
export type CallListView = {
  agentId: string | null;
  outcome: CallListFilter | null;
  q: string | null;
  exclude?: 'needs_attention' | null;
};

/** Query keys of the calls feature. */
export const callKeys = {
  all: ['calls'] as const,
  list: (view: CallListView) =>
    [...callKeys.all, 'list', view.agentId ?? 'all', view.outcome ?? 'any', view.q ?? '', view.exclude ?? ''] as const,
  detail: (callId: string) => [...callKeys.all, 'detail', callId] as const,
  recent: (agentId: string) => [...callKeys.all, 'recent', agentId] as const,
};
