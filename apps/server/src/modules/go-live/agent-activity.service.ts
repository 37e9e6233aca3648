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

/** The last day computed in each time zone: any moment within it has that same day. */
const lastDays = new Map<string, { start: Date; end: Date }>();
const LAST_DAYS_KEPT = 1000;

/**
 * Today from midnight to midnight in the agent's time zone (UTC if the zone is unknown). Working a
 * day out in a zone is the costly part of Home's activity, so each zone's last day is kept and
 * used again while `now` falls within it.
 */
export function agentDay(agentId: string, timezone: string, now: Date): AgentDay {
  const kept = lastDays.get(timezone);
  if (kept && kept.start <= now && now < kept.end) return { agentId, ...kept };
  const zoned = DateTime.fromJSDate(now, { zone: timezone });
  const start = (zoned.isValid ? zoned : DateTime.fromJSDate(now, { zone: 'utc' })).startOf('day');
  const day = { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
  if (lastDays.size >= LAST_DAYS_KEPT) lastDays.clear();
  lastDays.set(timezone, day);
  return { agentId, ...day };
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
