import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agents,
  callRecords,
  callTimeSql,
  countedCallSql,
  knowledgeGapResolutions,
  profiles,
  urgentOutcomeSql,
  users,
} from '../../db/schema/index.ts';

const when = callTimeSql;
const outcome = (field: string) => sql`${callRecords.outcome}->>${field}`;
const unanswered = sql`${callRecords.outcome}->'unansweredQuestions'`;
/** Callers' calls: the owner's own browser test calls are not news to them. */
const realCall = sql`${callRecords.type} is distinct from 'webCall'`;
const between = (from: Date, to: Date) =>
  sql`${when} >= ${from.toISOString()}::timestamptz and ${when} < ${to.toISOString()}::timestamptz`;

/**
 * Owners with the daily summary on, with their zone: the one they chose, else the zone of their most
 * recently edited agent (the business they run), else none (UTC is used).
 */
export function digestOwners(db: Database) {
  const agentZone = db
    .select({ timezone: agents.timezone })
    .from(agents)
    .where(and(eq(agents.userId, users.id), eq(agents.isDeleted, false)))
    .orderBy(desc(agents.updatedAt))
    .limit(1);
  return db
    .select({
      userId: users.id,
      email: users.email,
      digestTime: profiles.dailyDigestTime,
      zone: sql<string | null>`coalesce(${profiles.timezone}, (${agentZone}))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.dailyDigestEnabled, true), eq(users.emailVerified, true)));
}

/** The day's calls by what came of them. */
export async function digestCounts(db: Database, userId: string, from: Date, to: Date) {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const urgent = urgentOutcomeSql;
  const [row] = await db
    .select({
      calls: sql<number>`count(*)`.mapWith(Number),
      bookings: counted(sql`${outcome('outcome')} = 'booked' or ${callRecords.appointment} is not null`),
      moved: counted(sql`${callRecords.appointmentChanges} @> '[{"kind": "rescheduled"}]'::jsonb`),
      cancelled: counted(sql`${callRecords.appointmentChanges} @> '[{"kind": "cancelled"}]'::jsonb`),
      messages: counted(sql`${outcome('outcome')} = 'message_taken' and not ${urgent}`),
      urgent: counted(urgent),
    })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), realCall, countedCallSql, between(from, to)));
  return row ?? { calls: 0, bookings: 0, moved: 0, cancelled: 0, messages: 0, urgent: 0 };
}

/** Each unanswered question asked on the owner's calls in a span, with its agent and when. */
export function questionsAsked(db: Database, userId: string, from: Date, to: Date) {
  return db
    .select({
      agentId: callRecords.agentId,
      agentName: agents.agentName,
      question: sql<string>`jsonb_array_elements_text(${unanswered})`,
      askedAt: sql<Date>`${when}`.mapWith(callRecords.startedAt),
    })
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .where(
      and(
        eq(callRecords.userId, userId),
        realCall,
        between(from, to),
        // jsonb_array_elements_text fails on anything but an array.
        sql`jsonb_typeof(${unanswered}) = 'array'`,
      ),
    );
}

/** When the owner last marked each question answered, per agent. */
export function questionResolutions(db: Database, userId: string, since: Date) {
  return db
    .select({
      agentId: knowledgeGapResolutions.agentId,
      questionKey: knowledgeGapResolutions.questionKey,
      resolvedAt: knowledgeGapResolutions.resolvedAt,
    })
    .from(knowledgeGapResolutions)
    .where(and(eq(knowledgeGapResolutions.userId, userId), gte(knowledgeGapResolutions.resolvedAt, since)));
}
