import { CALL_OUTCOMES } from '@portal/shared/call-outcome';
import { timezoneLabel, type Analytics, type AnalyticsQuery } from '@portal/shared/analytics';
import type { Database } from '../../db/client.ts';
import { ownerZone, usableZone } from '../account/owner-zone.service.ts';
import { requireAgent } from '../agents/agents.service.ts';
import { summarise } from './analytics-figures.service.ts';
import * as repo from './analytics.repo.ts';

export type AnalyticsDeps = { db: Database; now?: () => Date };

/**
 * The zone the days and hours are counted in: the agent's when one is chosen (the business lives
 * by it); for all agents the owner's own, else their newest agent's, else UTC.
 */
async function zoneFor(deps: AnalyticsDeps, userId: string, agentId: string | undefined) {
  if (agentId) {
    // Another owner's agent, or no agent, is "not found", as on every agent route.
    const agent = await requireAgent(deps, userId, agentId);
    return usableZone(agent.timezone) ? agent.timezone : 'UTC';
  }
  return ownerZone(deps, userId);
}

/** The owner's call figures for the last 7, 30 or 90 days, for one agent or all. */
export async function getAnalytics(deps: AnalyticsDeps, userId: string, query: AnalyticsQuery): Promise<Analytics> {
  const zone = await zoneFor(deps, userId, query.agentId);
  const rows = await repo.callCounts(deps.db, {
    userId,
    agentId: query.agentId ?? null,
    days: query.period,
    zone,
    now: deps.now?.() ?? new Date(),
  });
  const figures = summarise(rows, query.period);
  const versions = query.agentId
    ? byVersion(await repo.versionCounts(deps.db, userId, query.agentId, new Date(figures.start)))
    : [];
  return {
    period: query.period,
    agentId: query.agentId ?? null,
    timezone: { id: zone, label: timezoneLabel(zone) },
    ...figures,
    versions,
  };
}

/** The counts by version and outcome as one entry per version, newest first. */
function byVersion(rows: repo.VersionCountsRow[]): Analytics['versions'] {
  const versions = new Map<number, Analytics['versions'][number]>();
  for (const row of rows) {
    const entry = versions.get(row.number) ?? {
      number: row.number,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      calls: 0,
      outcomes: [],
    };
    entry.calls += row.calls;
    if (row.kind) entry.outcomes.push({ kind: row.kind, calls: row.calls });
    versions.set(row.number, entry);
  }
  return [...versions.values()]
    .map((entry) => ({
      ...entry,
      outcomes: entry.outcomes.sort((a, b) => CALL_OUTCOMES.indexOf(a.kind) - CALL_OUTCOMES.indexOf(b.kind)),
    }))
    .sort((a, b) => b.number - a.number);
}
