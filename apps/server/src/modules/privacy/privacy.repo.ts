import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callRecords, callTimeSql, profiles } from '../../db/schema/index.ts';

// Scoped by the owner's own id: no query here reads or writes another owner's rows.

const settingsColumns = { retentionDays: profiles.retentionDays, redactSensitive: profiles.redactSensitive };

export async function findPrivacySettings(db: Database, userId: string) {
  const [row] = await db.select(settingsColumns).from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** Saves what is given, making the profile with its defaults when it is missing (as the profile form does). */
export async function savePrivacySettings(
  db: Database,
  userId: string,
  settings: { retentionDays?: number | null; redactSensitive?: boolean },
) {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values })
    .returning(settingsColumns);
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

/** Whether the owner asked for card and social security numbers to be masked. */
export async function redactsSensitive(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ redact: profiles.redactSensitive }).from(profiles).where(eq(profiles.id, userId));
  return row?.redact ?? false;
}

/** The owners who keep recordings for a limited time, with how long. */
export const ownersWithRetention = (db: Database) =>
  db
    .select({ userId: profiles.id, retentionDays: profiles.retentionDays })
    .from(profiles)
    .where(isNotNull(profiles.retentionDays));

/** A call's time for retention: when it started, or when the portal first heard of it. */
const callTime = callTimeSql;

export type ExpiringCall = { id: string; vapiCallId: string; at: Date };

/**
 * One batch of the owner's calls from before `before` whose recording and transcript are still
 * kept, oldest first, after the one a previous batch ended with (a call the platform failed to
 * delete is passed over and left for the next run).
 */
export async function expiringCalls(
  db: Database,
  userId: string,
  before: Date,
  after: ExpiringCall | null,
  limit: number,
): Promise<ExpiringCall[]> {
  const rows = await db
    .select({ id: callRecords.id, vapiCallId: callRecords.vapiCallId, at: callTime })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.userId, userId),
        isNull(callRecords.artifactsDeletedAt),
        lt(callTime, before),
        after ? or(gt(callTime, after.at), and(eq(callTime, after.at), gt(callRecords.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(callTime), asc(callRecords.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** One of the owner's calls, with whether its recording and transcript are already deleted. */
export async function findOwnedCall(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ id: callRecords.id, vapiCallId: callRecords.vapiCallId, deletedAt: callRecords.artifactsDeletedAt })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), eq(callRecords.id, id)));
  return row;
}

/**
 * Clears a call's recording, transcript, messages and summary, and records when; its outcome,
 * times, duration and cost stay, so usage and analytics read the same. A call already cleared
 * keeps its first time (a second server or the owner may have got there first).
 */
export async function clearCallArtifacts(db: Database, id: string, at: Date) {
  await db
    .update(callRecords)
    .set({
      transcript: null,
      messages: null,
      summary: null,
      recordingUrl: null,
      artifactsDeletedAt: at,
      updatedAt: new Date(),
    })
    .where(and(eq(callRecords.id, id), isNull(callRecords.artifactsDeletedAt)));
}
