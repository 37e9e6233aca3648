import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { callers, callRecords } from '../../db/schema/index.ts';

const ofOwner = (userId: string) => eq(callers.userId, userId);

/**
 * Records a call from a number: a new caller, or the last call time and (when they gave one) the
 * name of one already known. A report that arrives late never moves the last call back.
 */
export async function upsertCaller(
  db: Queryable,
  values: { userId: string; number: string; name: string | null; at: Date },
) {
  await db
    .insert(callers)
    .values({ userId: values.userId, number: values.number, name: values.name, lastCallAt: values.at })
    .onConflictDoUpdate({
      target: [callers.userId, callers.number],
      set: {
        name: sql`coalesce(excluded.name, ${callers.name})`,
        lastCallAt: sql`greatest(excluded.last_call_at, ${callers.lastCallAt})`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findCallerByNumber(db: Queryable, userId: string, number: string) {
  const [row] = await db
    .select()
    .from(callers)
    .where(and(ofOwner(userId), eq(callers.number, number)));
  return row;
}

export async function findCaller(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(callers)
    .where(and(ofOwner(userId), eq(callers.id, id)));
  return row;
}

export async function setCallerNote(db: Queryable, userId: string, id: string, note: string | null) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(callers)
    .set({ note, updatedAt: sql`now()` })
    .where(and(ofOwner(userId), eq(callers.id, id)))
    .returning();
  return row;
}

export async function deleteCallerRow(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(callers)
    .where(and(ofOwner(userId), eq(callers.id, id)))
    .returning();
  return row;
}

/**
 * What the directory shows beside each caller, each read through an index on (owner, number): how
 * many calls, the last one's outcome, the next booked appointment, and whether the number is blocked.
 */
// Written with the tables' own names: drizzle leaves columns unqualified in a one-table select,
// where "user_id" inside a subquery would read the subquery's own column.
const figures = (now: Date) => ({
  calls: sql<number>`(select count(*)::int from call_records cr where cr.user_id = callers.user_id and cr.customer_number = callers.number)`,
  lastOutcome: sql<
    string | null
  >`(select cr.outcome_kind from call_records cr where cr.user_id = callers.user_id and cr.customer_number = callers.number order by cr.created_at desc nulls last limit 1)`,
  nextAppointment: sql<NextAppointment | null>`(select json_build_object('id', a.id, 'summary', a.summary, 'startsAt', a.starts_at, 'endsAt', a.ends_at, 'status', a.status, 'cancelReason', a.cancel_reason, 'timezone', ag.timezone)
      from appointments a left join agents ag on ag.id = a.agent_id
      where a.user_id = callers.user_id and (a.caller_number = callers.number or a.booked_number = callers.number)
        and a.status = 'booked' and a.starts_at > ${now.toISOString()}::timestamptz
      order by a.starts_at limit 1)`,
  blocked: sql<boolean>`exists (select 1 from blocked_callers b where b.user_id = callers.user_id and b.number = callers.number)`,
});

export type NextAppointment = {
  id: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  cancelReason: string | null;
  timezone: string | null;
};

export type ListedCaller = Awaited<ReturnType<typeof listCallerRows>>[number];

export type CallerListWhere = {
  userId: string;
  search?: string;
  after?: { lastCallAt: Date; id: string };
  limit: number;
  now: Date;
};

/** Words of a name, or digits of a number, anywhere in them. */
function searchCondition(search: string): SQL {
  const byName = ilike(callers.name, `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return byName;
  return or(byName, sql`regexp_replace(${callers.number}, '\\D', '', 'g') like ${`%${digits}%`}`)!;
}

/** The owner's callers, the latest caller first, keyset-paginated on (last call, id). */
export function listCallerRows(db: Queryable, where: CallerListWhere) {
  const conditions: SQL[] = [ofOwner(where.userId)];
  if (where.search) conditions.push(searchCondition(where.search));
  if (where.after) {
    const { lastCallAt, id } = where.after;
    conditions.push(
      or(lt(callers.lastCallAt, lastCallAt), and(eq(callers.lastCallAt, lastCallAt), lt(callers.id, id)))!,
    );
  }
  return db
    .select({ caller: callers, ...figures(where.now) })
    .from(callers)
    .where(and(...conditions))
    .orderBy(desc(callers.lastCallAt), desc(callers.id))
    .limit(where.limit);
}

export async function findCallerWithFigures(db: Queryable, userId: string, id: string, now: Date) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ caller: callers, ...figures(now) })
    .from(callers)
    .where(and(ofOwner(userId), eq(callers.id, id)));
  return row;
}

/**
 * Takes a caller's personal details out of their calls: the number, the transcript and the
 * recording, the summary, and the name and message in the outcome. What happened (the outcome's
 * kind, times and cost) stays, for usage and analytics.
 */
export async function forgetCallerInCalls(db: Queryable, userId: string, number: string) {
  await db
    .update(callRecords)
    .set({
      customerNumber: null,
      transcript: null,
      messages: null,
      summary: null,
      recordingUrl: null,
      appointment: null,
      appointmentChanges: [],
      outcome: sql`case when ${callRecords.outcome} is null then null else jsonb_build_object('outcome', ${callRecords.outcome}->'outcome', 'urgent', coalesce(${callRecords.outcome}->'urgent', 'false'::jsonb), 'unansweredQuestions', '[]'::jsonb, 'collected', '[]'::jsonb) end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(callRecords.userId, userId), eq(callRecords.customerNumber, number)));
}
