import { KNOWLEDGE_GAP_DAYS, KNOWLEDGE_GAP_LIMIT, QUESTION_KEY_RULES } from '@portal/shared/knowledge-gaps';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { callRecords, callTimeSql, knowledgeGapResolutions } from '../../db/schema/index.ts';

const unanswered = sql`${callRecords.outcome}->'unansweredQuestions'`;
const when = callTimeSql;

/** The shared questionKey, in SQL, from the same character lists. */
const keyOf = (question: SQL): SQL<string> => {
  const { upper, lower, punctuation, whitespace } = QUESTION_KEY_RULES;
  return sql`btrim(regexp_replace(translate(translate(${question}, ${punctuation}, ''), ${upper}, ${lower}), ${whitespace}, ' ', 'g'), ' ')`;
};

/**
 * The agent's unanswered questions of the last days, grouped by key: the latest wording, how many
 * times and when last asked. A question answered (resolved) after it was last asked is left out;
 * asked again since, it is back. Most asked first, then most recent.
 */
export function listKnowledgeGaps(db: Queryable, userId: string, agentId: string, now: Date) {
  const since = new Date(now.getTime() - KNOWLEDGE_GAP_DAYS * 24 * 60 * 60 * 1000);
  // One row per question asked: the set-returning function spreads each call's list.
  const asked = db
    .select({
      question: sql<string>`jsonb_array_elements_text(${unanswered})`.as('question'),
      askedAt: sql<Date>`${when}`.as('asked_at'),
    })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.userId, userId),
        eq(callRecords.agentId, agentId),
        sql`${when} >= ${since.toISOString()}::timestamptz`,
        // jsonb_array_elements_text fails on anything but an array.
        sql`jsonb_typeof(${unanswered}) = 'array'`,
      ),
    )
    .as('asked');
  const keyed = db
    .select({ key: keyOf(sql`${asked.question}`).as('key'), question: asked.question, askedAt: asked.askedAt })
    .from(asked)
    .as('keyed');
  const lastAskedAt = sql<Date>`max(${keyed.askedAt})`.mapWith(callRecords.startedAt);
  const count = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({
      key: keyed.key,
      question: sql<string>`(array_agg(${keyed.question} order by ${keyed.askedAt} desc))[1]`,
      count,
      lastAskedAt,
    })
    .from(keyed)
    .leftJoin(
      knowledgeGapResolutions,
      and(eq(knowledgeGapResolutions.agentId, agentId), eq(knowledgeGapResolutions.questionKey, keyed.key)),
    )
    .where(sql`${keyed.key} <> ''`)
    .groupBy(keyed.key, knowledgeGapResolutions.resolvedAt)
    .having(
      sql`${knowledgeGapResolutions.resolvedAt} is null or ${knowledgeGapResolutions.resolvedAt} < max(${keyed.askedAt})`,
    )
    .orderBy(desc(count), desc(lastAskedAt))
    .limit(KNOWLEDGE_GAP_LIMIT);
}

/** Marks a question answered now; answering it again moves the time on. */
export async function resolveKnowledgeGap(db: Queryable, userId: string, agentId: string, questionKey: string) {
  await db
    .insert(knowledgeGapResolutions)
    .values({ userId, agentId, questionKey })
    .onConflictDoUpdate({
      target: [knowledgeGapResolutions.agentId, knowledgeGapResolutions.questionKey],
      set: { resolvedAt: sql`now()` },
    });
}
