import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { preparedRead, type Database, type Queryable } from '../../db/client.ts';
import { callRecords, callTimeSql, countedCallSql, profiles, texts } from '../../db/schema/index.ts';

export async function findSubscriptionFields(db: Database, userId: string) {
  const [row] = await db
    .select({
      plan: profiles.plan,
      subscriptionStatus: profiles.subscriptionStatus,
      customerId: profiles.stripeCustomerId,
      subscriptionId: profiles.stripeSubscriptionId,
      startedAt: profiles.subStartedAt,
      currentPeriodStart: profiles.subCurrentPeriodStart,
      currentPeriodEnd: profiles.subCurrentPeriodEnd,
      cancelAtPeriodEnd: profiles.subCancelAtPeriodEnd,
      trialEnd: profiles.subTrialEnd,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

const when = callTimeSql;
const periodStart = sql`${sql.placeholder('periodStart')}::timestamptz`;
const periodEnd = sql`${sql.placeholder('periodEnd')}::timestamptz`;

/**
 * Texts sent in the period that count toward the plan: everything handed to the carrier but the
 * automatic answers to STOP, START and HELP, which the law requires.
 */
const countedTexts = (db: Queryable) =>
  db
    .select({ texts: count() })
    .from(texts)
    .where(
      and(
        eq(texts.userId, sql.placeholder('userId')),
        eq(texts.direction, 'outbound'),
        inArray(texts.status, ['sending', 'sent', 'delivered', 'failed']),
        ne(texts.kind, 'keyword_reply'),
        gte(texts.createdAt, periodStart),
        lt(texts.createdAt, periodEnd),
      ),
    );

/**
 * The seconds and number of a user's calls in [start, end), and the texts that count: one
 * statement, prepared once. A call not yet started counts from when it was recorded; a blocked
 * caller's, or one the agent ended as spam, counts not at all.
 */
const usageInPeriod = preparedRead((db) =>
  db
    .select({
      callSeconds: sql<number>`coalesce(sum(${callRecords.callDurationSeconds}), 0)`.mapWith(Number),
      callCount: count(),
      textCount: sql<number>`(${countedTexts(db)})`.mapWith(Number),
    })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.userId, sql.placeholder('userId')),
        gte(when, periodStart),
        lt(when, periodEnd),
        countedCallSql,
      ),
    )
    .prepare('usage_in_period'),
);

export async function periodUsage(db: Queryable, userId: string, period: { start: Date; end: Date }) {
  const [row] = await usageInPeriod(db).execute({
    userId,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
  });
  return { callSeconds: row?.callSeconds ?? 0, callCount: row?.callCount ?? 0, textCount: row?.textCount ?? 0 };
}
