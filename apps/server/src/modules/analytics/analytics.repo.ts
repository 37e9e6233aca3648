import { CALL_OUTCOMES, type CallOutcomeKind } from '@portal/shared/call-outcome';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentVersions, callRecords } from '../../db/schema/index.ts';

export type CallCountsFilter = { userId: string; agentId: string | null; days: number; zone: string; now: Date };

/**
 * Which grouping a row of callCounts is: the bits of grouping(day, weekday, hour), set for the
 * columns the row is not grouped by.
 */
export const GROUPED_BY = { period: 0b111, day: 0b011, weekdayHour: 0b100 } as const;

export type CallCountsRow = Record<CallOutcomeKind, number> & {
  /** The period's first day in the zone (YYYY-MM-DD). */
  firstDay: string;
  /** The first day's start and the end of today, in the zone, as epoch milliseconds. */
  startMs: number;
  endMs: number;
  grouping: number;
  /** True: this period; false: the one before; null: the row of a period without any call. */
  current: boolean | null;
  day: string | null;
  weekday: number | null;
  hour: number | null;
  calls: number;
  seconds: number;
  /** Calls whose length is known (an unfinished or unreported call has none). */
  timed: number;
};

const kindColumn = (kind: CallOutcomeKind) => sql.identifier(kind);

/**
 * Every figure of the analytics page in one statement over the owner's calls of this period and the
 * one before, read by the (user_id[, agent_id], created_at) index. Days are those of the zone: a
 * period of 7 days is today and the 6 days before, each from its local midnight, so a day of a
 * clock change is 23 or 25 hours long. Browser test calls ('webCall') are not counted.
 *
 * The calls are first counted by quarter of an hour (UTC), each outcome in a column of its own, so
 * the conversion to the zone's day and hour is done once per quarter rather than once per call
 * (every zone in use is a whole number of quarters from UTC); those counts are then summed by
 * period, by day and by weekday and hour (grouping sets).
 */
export async function callCounts(db: Database, filter: CallCountsFilter): Promise<CallCountsRow[]> {
  const { userId, agentId, days, zone, now } = filter;
  const kindCounts = sql.join(
    CALL_OUTCOMES.map((kind) => sql`count(*) filter (where c.outcome_kind = ${kind}) as ${kindColumn(kind)}`),
    sql`, `,
  );
  const kindSums = sql.join(
    CALL_OUTCOMES.map((kind) => sql`sum(${kindColumn(kind)})::int as ${kindColumn(kind)}`),
    sql`, `,
  );
  const kindNames = sql.join(CALL_OUTCOMES.map(kindColumn), sql`, `);
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
  // The start of a day in the zone. Written out in the scan's condition rather than joined from
  // the bounds, so the planner sees a range on created_at the index answers.
  const dayStart = (offset: number) => sql`(${today} + ${offset}::int)::timestamp at time zone ${zone}`;
  const result = await db.execute<CallCountsRow>(sql`
    with bounds as materialized (
      select (${today} - ${days - 1}::int)::text as first_day, ${dayStart(1 - days)} as start_at,
             ${dayStart(1)} as end_at
    ),
    quarters as (
      select date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00') as quarter,
             count(*) as calls, sum(c.call_duration_seconds) as seconds, count(c.call_duration_seconds) as timed,
             ${kindCounts}
      from ${callRecords} c
      where c.user_id = ${userId}
        ${agentId ? sql`and c.agent_id = ${agentId}` : sql``}
        and c.created_at >= ${dayStart(1 - 2 * days)}
        and c.created_at < ${dayStart(1)}
        and c.type is distinct from 'webCall'
      group by 1
    ),
    located as (
      select b.first_day, b.start_at, b.end_at, q.calls, q.seconds, q.timed, ${kindNames},
             q.quarter >= b.start_at as current,
             case when q.quarter >= b.start_at then q.quarter at time zone ${zone} end as local_at
      from bounds b
      left join quarters q on true
    )
    select first_day as "firstDay",
           (extract(epoch from start_at) * 1000)::float8 as "startMs",
           (extract(epoch from end_at) * 1000)::float8 as "endMs",
           grouping(day, weekday, hour)::int as "grouping",
           current, day::text as day, weekday, hour,
           coalesce(sum(calls), 0)::int as calls,
           coalesce(sum(seconds), 0)::float8 as seconds,
           coalesce(sum(timed), 0)::int as timed,
           ${kindSums}
    from (
      select *, local_at::date as day, extract(isodow from local_at)::int as weekday,
             extract(hour from local_at)::int as hour
      from located
    ) as rows
    group by first_day, start_at, end_at, grouping sets ((current), (current, day), (current, weekday, hour))
  `);
  return result.rows;
}

export type VersionCountsRow = {
  number: number;
  publishedAt: Date | null;
  kind: CallOutcomeKind | null;
  calls: number;
};

/**
 * One agent's real calls from `since` by the published version that answered them and their
 * outcome (test calls and calls before the first version have none and are left out).
 */
export async function versionCounts(db: Database, userId: string, agentId: string, since: Date) {
  const result = await db.execute<{
    number: number;
    publishedAt: string | null;
    kind: CallOutcomeKind | null;
    calls: number;
  }>(sql`
    select c.agent_version as number, v.published_at as "publishedAt",
           c.outcome_kind as kind, count(*)::int as calls
    from ${callRecords} c
    left join ${agentVersions} v on v.agent_id = c.agent_id and v.number = c.agent_version
    where c.user_id = ${userId} and c.agent_id = ${agentId} and c.agent_version is not null
      and c.created_at >= ${since.toISOString()}::timestamptz and c.type is distinct from 'webCall'
    group by 1, 2, 3
  `);
  return result.rows.map((row): VersionCountsRow => ({
    ...row,
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
  }));
}
