import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallListFilter } from '@portal/shared/calls';
import { preparedRead, type Database, type Queryable } from '../../db/client.ts';
import { agents, callers, callRecords, urgentOutcomeSql, users } from '../../db/schema/index.ts';

const handler = alias(users, 'handler');

/** What a list shows of a call: everything but the long texts (transcript, messages, search words). */
const listed = {
  id: callRecords.id,
  agentId: callRecords.agentId,
  type: callRecords.type,
  status: callRecords.status,
  customerNumber: callRecords.customerNumber,
  // The caller directory's entry for the number, by its (owner, number) key.
  callerId: sql<
    string | null
  >`(select ${callers.id} from ${callers} where ${callers.userId} = ${callRecords.userId} and ${callers.number} = ${callRecords.customerNumber})`,
  startedAt: callRecords.startedAt,
  endedAt: callRecords.endedAt,
  callDurationSeconds: callRecords.callDurationSeconds,
  endedReason: callRecords.endedReason,
  summary: callRecords.summary,
  outcomeKind: callRecords.outcomeKind,
  urgent: urgentOutcomeSql,
  message: sql<string | null>`${callRecords.outcome}->>'message'`,
  needsAttention: callRecords.needsAttention,
  handledAt: callRecords.handledAt,
  handledBy: handler.name,
  createdAt: callRecords.createdAt,
  artifactsDeletedAt: callRecords.artifactsDeletedAt,
  agentName: agents.agentName,
  agentTimezone: agents.timezone,
};

export type ListedCall = Awaited<ReturnType<typeof listCallRecords>>[number];

export type CallListWhere = {
  userId: string;
  agentId?: string;
  /** Only the calls from this caller of the directory. */
  callerId?: string;
  filter?: CallListFilter;
  /** Leaves out the calls that need attention (the inbox lists them apart). */
  exceptNeedingAttention?: boolean;
  search?: string;
  /** The last call of the previous page: its creation time and, to break ties, its id. */
  after?: { createdAt: Date; id: string | null };
  limit: number;
};

/** Digits typed in a search match the caller's number wherever they appear in it. */
const SEARCH_DIGITS = 3;

function searchCondition(search: string): SQL {
  const words = sql`${callRecords.searchText} @@ websearch_to_tsquery('english', ${search})`;
  const digits = search.replace(/\D/g, '');
  if (digits.length < SEARCH_DIGITS || digits.length < search.replace(/[\s()+.-]/g, '').length) return words;
  return or(words, sql`regexp_replace(${callRecords.customerNumber}, '\\D', '', 'g') like ${`%${digits}%`}`)!;
}

/**
 * A value of the list's conditions: given as it is, or, in a prepared page, as a placeholder of
 * that name filled in when the page is read.
 */
type Bind = (name: string, value: unknown) => unknown;
const inline: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

function afterCondition(after: NonNullable<CallListWhere['after']>, bind: Bind): SQL {
  const createdAt = bind('afterCreatedAt', after.createdAt.toISOString());
  const before = sql`${callRecords.createdAt} < ${createdAt}::timestamptz`;
  if (after.id === null) return before;
  return or(
    before,
    and(
      sql`${callRecords.createdAt} = ${createdAt}::timestamptz`,
      sql`${callRecords.id} < ${bind('afterId', after.id)}::uuid`,
    ),
  )!;
}

function conditionsOf(where: CallListWhere, bind: Bind = inline): SQL[] {
  const userId = bind('userId', where.userId);
  const conditions: SQL[] = [sql`${callRecords.userId} = ${userId}`];
  if (where.agentId) conditions.push(sql`${callRecords.agentId} = ${bind('agentId', where.agentId)}::uuid`);
  if (where.callerId) {
    conditions.push(
      sql`${callRecords.customerNumber} = (select ${callers.number} from ${callers} where ${callers.id} = ${bind('callerId', where.callerId)}::uuid and ${callers.userId} = ${userId})`,
    );
  }
  if (where.filter === 'needs_attention') conditions.push(eq(callRecords.needsAttention, true));
  else if (where.filter) conditions.push(sql`${callRecords.outcomeKind} = ${bind('outcomeKind', where.filter)}`);
  // The column is null for a call without an outcome: such a call needs nothing either.
  if (where.exceptNeedingAttention) conditions.push(sql`${callRecords.needsAttention} is not true`);
  if (where.search) conditions.push(searchCondition(where.search));
  if (where.after) conditions.push(afterCondition(where.after, bind));
  return conditions;
}

const newestPage = (db: Queryable, conditions: SQL[], limit: unknown) =>
  db
    .select(listed)
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .leftJoin(handler, eq(handler.id, callRecords.handledBy))
    .where(and(...conditions))
    // Written as the indexes are built (drizzle builds `desc` indexes nulls last), so they serve the order.
    .orderBy(sql`${callRecords.createdAt} desc nulls last`, sql`${callRecords.id} desc nulls last`)
    .limit(limit as number);

/** Which narrowings a page uses: each combination is one prepared query, whatever its values. */
const shapeOf = (where: CallListWhere) =>
  [
    where.agentId ? 'agent' : '',
    where.callerId ? 'caller' : '',
    where.filter === 'needs_attention' ? 'attention' : where.filter ? 'outcome' : '',
    where.exceptNeedingAttention ? 'except' : '',
    where.after ? (where.after.id === null ? 'before' : 'after') : '',
  ]
    .filter(Boolean)
    .join('_') || 'all';

const preparedPages = new Map<string, ReturnType<typeof preparedPage>>();
const preparedPage = (where: CallListWhere, name: string) =>
  preparedRead((db) => newestPage(db, conditionsOf(where, placeholder), sql.placeholder('limit')).prepare(name));

/** A page read without a search: the prepared query of its shape, with this page's values. */
function unsearchedPage(db: Queryable, where: CallListWhere) {
  const shape = shapeOf(where);
  let page = preparedPages.get(shape);
  if (!page) {
    page = preparedPage(where, `calls_page_${shape}`);
    preparedPages.set(shape, page);
  }
  return page(db).execute({
    userId: where.userId,
    agentId: where.agentId,
    callerId: where.callerId,
    outcomeKind: where.filter,
    afterCreatedAt: where.after?.createdAt.toISOString(),
    afterId: where.after?.id,
    limit: where.limit,
  });
}

/** Up to this many matches of a search are found through the word index and sorted by time. */
const FEW_MATCHES = 2000;

/**
 * The owner's calls, newest first, keyset-paginated on (created_at, id): each way of narrowing the
 * list has an index in that order, so a page costs the same at the first call and the 100,000th.
 * A search is different: walking the calls newest first until a page of matches is found is quick
 * for a common word and slow for a rare one (every call is read to find none). So the matches are
 * first looked up through the word index, unordered; when there are few, they are sorted and the
 * page read by id, and only when there are many does the walk run (it then stops early).
 */
export async function listCallRecords(db: Database, where: CallListWhere) {
  if (!where.search) return unsearchedPage(db, where);
  const conditions = conditionsOf(where);
  const matches = await db
    .select({ id: callRecords.id, createdAt: callRecords.createdAt })
    .from(callRecords)
    .where(and(...conditions))
    .limit(FEW_MATCHES + 1);
  if (matches.length > FEW_MATCHES) return newestPage(db, conditions, where.limit);
  const page = matches
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, where.limit)
    .map((match) => match.id);
  if (page.length === 0) return [];
  return newestPage(db, [eq(callRecords.userId, where.userId), inArray(callRecords.id, page)], where.limit);
}

/** One call of the owner with everything the call page shows. */
export async function findCallRecord(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({
      ...listed,
      vapiCallId: callRecords.vapiCallId,
      transcript: callRecords.transcript,
      recordingUrl: callRecords.recordingUrl,
      cost: callRecords.cost,
      appointment: callRecords.appointment,
      appointmentChanges: callRecords.appointmentChanges,
      outcome: callRecords.outcome,
      agentVersion: callRecords.agentVersion,
    })
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .leftJoin(handler, eq(handler.id, callRecords.handledBy))
    .where(and(eq(callRecords.id, id), eq(callRecords.userId, userId)));
  return row;
}

/** Marks an owner's call handled by them now, or reopens it; false when it is not theirs. */
export async function setCallHandled(db: Database, userId: string, id: string, handledAt: Date | null) {
  const rows = await db
    .update(callRecords)
    .set({ handledAt, handledBy: handledAt ? userId : null, updatedAt: new Date() })
    .where(and(eq(callRecords.id, id), eq(callRecords.userId, userId)))
    .returning({ id: callRecords.id });
  return rows.length > 0;
}
