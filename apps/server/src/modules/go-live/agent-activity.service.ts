import { DateTime } from 'luxon';
import type { AgentActivity } from '@portal/shared/go-live';
import type { Queryable } from '../../db/client.ts';
import { countActivity, type AgentDay, type Period } from './activity.repo.ts';

export const NO_ACTIVITY: AgentActivity = {
  callsToday: 0,
  callsThisPeriod: 0,
  bookingsThisPeriod: 0,
  messagesThisPeriod: 0,
  urgentThisPeriod: 0,
  unansweredThisPeriod: 0,
  lastCallAt: null,
};

/** Today from midnight to midnight in the agent's time zone (UTC if the zone is unknown). */
export function agentDay(agentId: string, timezone: string, now: Date): AgentDay {
  const zoned = DateTime.fromJSDate(now, { zone: timezone });
  const start = (zoned.isValid ? zoned : DateTime.fromJSDate(now, { zone: 'utc' })).startOf('day');
  return { agentId, start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** The real calls of these agents, by agent id. */
export async function activityOf(
  db: Queryable,
  userId: string,
  agents: { id: string; timezone: string }[],
  period: Period,
  now: Date,
): Promise<Map<string, AgentActivity>> {
  if (agents.length === 0) return new Map();
  const days = agents.map((agent) => agentDay(agent.id, agent.timezone, now));
  const rows = await countActivity(db, userId, days, period);
  return new Map(
    rows.flatMap(({ agentId, lastCallAt, ...counts }) =>
      agentId ? [[agentId, { ...counts, lastCallAt: lastCallAt?.toISOString() ?? null }] as const] : [],
    ),
  );
}
