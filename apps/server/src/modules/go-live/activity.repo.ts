import { and, eq, sql, type SQL } from 'drizzle-orm';
import { preparedRead, type Queryable } from '../../db/client.ts';
import { callRecords, callTimeSql, countedCallSql, urgentOutcomeSql } from '../../db/schema/index.ts';

/** The day that is "today" for one agent, in its own time zone. */
export type AgentDay = { agentId: string; start: Date; end: Date };
export type Period = { start: Date; end: Date };

const when = callTimeSql;

/** Each agent's own day, given as three arrays, so one statement serves every time zone and any number of agents. */
const days = sql`unnest(${sql.placeholder('agentIds')}::uuid[], ${sql.placeholder('dayStarts')}::timestamptz[], ${sql.placeholder('dayEnds')}::timestamptz[]) as day (agent_id, day_start, day_end)`;
const today = sql`${when} >= day.day_start and ${when} < day.day_end`;

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const outcome = (field: 'outcome' | 'message' | 'urgent') => sql`${callRecords.outcome}->>${sql.raw(`'${field}'`)}`;
const unansweredQuestions = sql`${callRecords.outcome}->'unansweredQuestions'`;

const inPeriod = sql`${when} >= ${sql.placeholder('periodStart')}::timestamptz and ${when} < ${sql.placeholder('periodEnd')}::timestamptz`;

const activityByAgent = preparedRead((db) =>
  db
    .select({
      agentId: callRecords.agentId,
      callsToday: counted(today),
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
    .innerJoin(days, sql`day.agent_id = ${callRecords.agentId}`)
    .where(
      and(
        eq(callRecords.userId, sql.placeholder('userId')),
        sql`${callRecords.type} is distinct from 'webCall'`,
        countedCallSql,
      ),
    )
    .groupBy(callRecords.agentId)
    .prepare('agent_activity'),
);

/**
 * Real calls (anything but the owner's web test calls, spam and blocked callers) by agent: today in each agent's zone, the
 * usage period's calls and what came of them, and the latest call. One grouped query for all agents, prepared once.
 */
export const countActivity = (db: Queryable, userId: string, agentDays: AgentDay[], period: Period) =>
  activityByAgent(db).execute({
    userId,
    agentIds: agentDays.map((day) => day.agentId),
    dayStarts: agentDays.map((day) => day.start.toISOString()),
    dayEnds: agentDays.map((day) => day.end.toISOString()),
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
  });
