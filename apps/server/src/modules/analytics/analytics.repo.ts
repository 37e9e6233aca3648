import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callRecords, profiles } from '../../db/schema/index.ts';

/** The zones to count an owner's calls in when no agent is chosen: their own, then their newest agent's. */
export async function findOwnerZones(db: Database, userId: string) {
  const result = await db.execute<{ profileZone: string | null; latestAgentZone: string | null }>(sql`
    select
      (select ${profiles.timezone} from ${profiles} where ${profiles.id} = ${userId}) as "profileZone",
      (select ${agents.timezone} from ${agents} where ${agents.userId} = ${userId}
        order by ${agents.isDeleted}, ${agents.createdAt} desc limit 1) as "latestAgentZone"
  `);
  const row = result.rows[0];
  return { profileZone: row?.profileZone ?? null, latestAgentZone: row?.latestAgentZone ?? null };
}

export type CallCountsFilter = { userId: string; agentId: string | null; days: number; zone: string; now: Date };

/**
 * Which grouping a row of callCounts is: the bits of grouping(day, kind, weekday, hour), set for
 * the columns the row is not grouped by.
 */
export const GROUPED_BY = { period: 0b1111, kind: 0b1011, day: 0b0111, weekdayHour: 0b1100 } as const;

export type CallCountsRow = {
  /** The period's first day in the zone (YYYY-MM-DD). */
  firstDay: string;
  /** The first day's start and the end of today, in the zone, as epoch milliseconds. */
  startMs: number;
  endMs: number;
  grouping: number;
  /** True: this period; false: the one before; null: the row of a period without any call. */
  current: boolean | null;
  day: string | null;
  kind: string | null;
  weekday: number | null;
  hour: number | null;
  calls: number;
  seconds: number;
  /** Calls whose length is known (an unfinished or unreported call has none). */
  timed: number;
};

/**
 * Every figure of the analytics page in one pass over the owner's calls of this period and the one
 * before (read by the (user_id[, agent_id], created_at) index): totals and outcomes of both periods;
 * days, weekdays and hours of this one. Days are those of the zone: a period of 7 days is today and
 * the 6 days before, each from its local midnight, so a day of a clock change is 23 or 25 hours long.
 * Browser test calls ('webCall') are not counted.
 */
export async function callCounts(db: Database, filter: CallCountsFilter): Promise<CallCountsRow[]> {
  const { userId, agentId, days, zone, now } = filter;
  const local = sql`(c.created_at at time zone ${zone})`;
  const result = await db.execute<CallCountsRow>(sql`
    with bounds as (
      select (today - ${days - 1}::int)::text as first_day,
             (today - ${days - 1}::int)::timestamp at time zone ${zone} as start_at,
             (today + 1)::timestamp at time zone ${zone} as end_at,
             (today - ${2 * days - 1}::int)::timestamp at time zone ${zone} as previous_start_at
      from (select (${now.toISOString()}::timestamptz at time zone ${zone})::date as today) as t
    ),
    calls as (
      select b.first_day, b.start_at, b.end_at, c.id, c.call_duration_seconds as seconds, c.outcome_kind as kind,
             c.created_at >= b.start_at as current,
             case when c.created_at >= b.start_at then ${local}::date end as day,
             case when c.created_at >= b.start_at then extract(isodow from ${local})::int end as weekday,
             case when c.created_at >= b.start_at then extract(hour from ${local})::int end as hour
      from bounds b
      left join ${callRecords} c
        on c.user_id = ${userId}
        and c.created_at >= b.previous_start_at
        and c.created_at < b.end_at
        and c.type is distinct from 'webCall'
        ${agentId ? sql`and c.agent_id = ${agentId}` : sql``}
    )
    select first_day as "firstDay",
           (extract(epoch from start_at) * 1000)::float8 as "startMs",
           (extract(epoch from end_at) * 1000)::float8 as "endMs",
           grouping(day, kind, weekday, hour)::int as "grouping",
           current, day::text as day, kind, weekday, hour,
           count(id)::int as calls,
           coalesce(sum(seconds), 0)::float8 as seconds,
           count(seconds)::int as timed
    from calls
    group by first_day, start_at, end_at,
      grouping sets ((current), (current, kind), (current, day), (current, weekday, hour))
  `);
  return result.rows;
}
