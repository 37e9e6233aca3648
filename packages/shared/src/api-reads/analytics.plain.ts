import type { AnalyticsPeriod } from '../analytics.plain.ts';

// The API reads of the call analytics that a page can be served with.

/** The call figures of a period, of one agent or all. */
export function analyticsPath(period: AnalyticsPeriod, agentId: string | null) {
  const query = new URLSearchParams({ period: String(period) });
  if (agentId) query.set('agentId', agentId);
  return `/analytics?${query}`;
}
