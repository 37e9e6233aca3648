import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callRecords, countedCallSql, profiles, texts } from '../../db/schema/index.ts';

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

/**
 * Seconds and number of this user's calls in [start, end), summed by user_id. A call not yet
 * started counts from when it was recorded; a blocked caller's, or one the agent ended as spam,
 * counts not at all.
 */
export async function callUsage(db: Database, userId: string, period: { start: Date; end: Date }) {
  const when = sql`coalesce(${callRecords.startedAt}, ${callRecords.createdAt})`;
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(${callRecords.callDurationSeconds}), 0)`.mapWith(Number),
      calls: count(),
    })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), gte(when, period.start), lt(when, period.end), countedCallSql));
  return { seconds: row?.seconds ?? 0, calls: row?.calls ?? 0 };
}

/**
 * Texts this user's agents sent in [start, end) that count toward the plan: everything handed to
 * the carrier but the automatic answers to STOP, START and HELP, which the law requires.
 */
export async function textUsage(db: Database, userId: string, period: { start: Date; end: Date }) {
  const [row] = await db
    .select({ texts: count() })
    .from(texts)
    .where(
      and(
        eq(texts.userId, userId),
        eq(texts.direction, 'outbound'),
        inArray(texts.status, ['sending', 'sent', 'delivered', 'failed']),
        ne(texts.kind, 'keyword_reply'),
        gte(texts.createdAt, period.start),
        lt(texts.createdAt, period.end),
      ),
    );
  return row?.texts ?? 0;
}
