import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { callRecords, countedCallSql, urgentOutcomeSql } from '../../db/schema/index.ts';

/** The day that is "today" for one agent, in its own time zone. */
export type AgentDay = { agentId: string; start: Date; end: Date };
export type Period = { start: Date; end: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A call counts from when it started, or from when it was recorded when it never started. */
const when = sql`coalesce(${callRecords.startedAt}, ${callRecords.createdAt})`;

/** Each agent's own day bound, chosen by the call's agent, so one query serves every time zone. */
const dayBound = (days: AgentDay[], bound: 'start' | 'end') =>
  sql`case ${callRecords.agentId} ${sql.join(
    days.map((day) => sql`when ${day.agentId}::uuid then ${at(day[bound])}`),
    sql` `,
  )} end`;

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const outcome = (field: 'outcome' | 'message' | 'urgent') => sql`${callRecords.outcome}->>${sql.raw(`'${field}'`)}`;
const unansweredQuestions = sql`${callRecords.outcome}->'unansweredQuestions'`;

/**
 * Real calls (anything but the owner's web test calls, spam and blocked callers) by agent: today in each agent's zone, the
 * usage period's calls and what came of them, and the latest call. One grouped query for all agents.
 */
export function countActivity(db: Queryable, userId: string, days: AgentDay[], period: Period) {
  const inPeriod = sql`${when} >= ${at(period.start)} and ${when} < ${at(period.end)}`;
  const agentIds = days.map((day) => day.agentId);
  return db
    .select({
      agentId: callRecords.agentId,
      callsToday: counted(sql`${when} >= ${dayBound(days, 'start')} and ${when} < ${dayBound(days, 'end')}`),
      callsThisPeriod: counted(inPeriod),
      bookingsThisPeriod: counted(
        sql`${inPeriod} and (${outcome('outcome')} = 'booked' or ${callRecords.appointment} is not null)`,
      ),
      messagesThisPeriod: counted(
        sql`${inPeriod} and (${outcome('outcome')} = 'message_taken' or btrim(coalesce(${outcome('message')}, '')) <> '')`,
      ),
      urgentThisPeriod: counted(sql`${inPeriod} and ${urgentOutcomeSql}`),
      // Compared with the empty array rather than measured: jsonb_array_length fails on a non-array.
      unansweredThisPeriod: counted(
        sql`${inPeriod} and jsonb_typeof(${unansweredQuestions}) = 'array' and ${unansweredQuestions} <> '[]'::jsonb`,
      ),
      lastCallAt: sql<Date | null>`max(${when})`.mapWith(callRecords.startedAt),
    })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.userId, userId),
        inArray(callRecords.agentId, agentIds),
        sql`${callRecords.type} is distinct from 'webCall'`,
        countedCallSql,
      ),
    )
    .groupBy(callRecords.agentId);
}
