import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { forgetOwnerChanges } from '../../db/owner-changes.ts';
import type { Database } from '../../db/client.ts';
import {
  accountClosureSteps,
  accountClosures,
  agents,
  callRecords,
  dataExports,
  googleCalendarTokens,
  knowledgeImports,
  phoneNumbers,
  profiles,
  textingRegistrations,
  users,
} from '../../db/schema/index.ts';
import type { NewStep, OwnerHoldings } from './closure-steps.pure.ts';

export type ClosureRow = typeof accountClosures.$inferSelect;
export type StepRow = typeof accountClosureSteps.$inferSelect;

/** Everything of the owner's that lives outside our database: what closing must close there. */
export async function readHoldings(db: Database, userId: string): Promise<OwnerHoldings> {
  const [profile] = await db
    .select({
      fullName: profiles.fullName,
      plan: profiles.plan,
      avatarUrl: profiles.avatarUrl,
      subscriptionId: profiles.stripeSubscriptionId,
      subscriptionStatus: profiles.subscriptionStatus,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const numbers = await db
    .select({
      id: phoneNumbers.id,
      phoneNumber: phoneNumbers.phoneNumber,
      providerNumberId: phoneNumbers.providerNumberId,
      vapiPhoneNumberId: phoneNumbers.vapiPhoneNumberId,
    })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(asc(phoneNumbers.createdAt));
  // Soft-deleted agents too: their assistants are still on the voice platform.
  const agentRows = await db
    .select({
      id: agents.id,
      agentName: agents.agentName,
      imageUrl: agents.imageUrl,
      vapiAgentId: agents.vapiAgentId,
      draftAssistantId: agents.draftAssistantId,
      vapiKnowledgeFileId: agents.vapiKnowledgeFileId,
      vapiKnowledgeToolId: agents.vapiKnowledgeToolId,
    })
    .from(agents)
    .where(eq(agents.userId, userId))
    .orderBy(asc(agents.createdAt));
  // Calls whose recording and transcript retention has not already deleted at the platform.
  const calls = await db
    .select({ id: callRecords.vapiCallId })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), isNull(callRecords.artifactsDeletedAt)));
  const [calendar] = await db
    .select({
      refreshTokenEncrypted: googleCalendarTokens.refreshTokenEncrypted,
      email: googleCalendarTokens.googleEmail,
    })
    .from(googleCalendarTokens)
    .where(eq(googleCalendarTokens.userId, userId));
  const imports = await db
    .select({ key: knowledgeImports.fileKey })
    .from(knowledgeImports)
    .where(and(eq(knowledgeImports.userId, userId), isNotNull(knowledgeImports.fileKey)));
  const exports = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  const [texting] = await db
    .select({
      campaignId: textingRegistrations.campaignId,
      messagingProfileId: textingRegistrations.messagingProfileId,
    })
    .from(textingRegistrations)
    .where(eq(textingRegistrations.userId, userId));
  return {
    profile: profile ?? null,
    numbers,
    agents: agentRows,
    callIds: calls.map((call) => call.id),
    calendar: calendar ?? null,
    documentKeys: [...imports, ...exports].map((row) => row.key).filter((key) => key !== null),
    texting: texting ?? null,
  };
}

/**
 * In one transaction: the closure and its steps are written, and the user is deleted, which
 * takes every row of theirs with it (each owner table cascades from users), sessions included;
 * what was noted of their changes for kept answers goes last. Either all of it happens or none.
 */
export async function recordClosureAndDeleteUser(
  db: Database,
  closure: { userId: string; email: string; ownerName: string | null },
  steps: NewStep[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(accountClosures).values(closure).returning({ id: accountClosures.id });
    if (!row) throw new Error('account closure insert returned no row');
    if (steps.length)
      await tx.insert(accountClosureSteps).values(steps.map((step) => ({ ...step, closureId: row.id })));
    await tx.delete(users).where(eq(users.id, closure.userId));
    await forgetOwnerChanges(tx, closure.userId);
    return row.id;
  });
}

export async function findClosure(db: Database, id: string): Promise<ClosureRow | undefined> {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.id, id));
  return row;
}

/** Every step of a closure, in the order they run. */
export const listSteps = (db: Database, closureId: string): Promise<StepRow[]> =>
  db
    .select()
    .from(accountClosureSteps)
    .where(eq(accountClosureSteps.closureId, closureId))
    .orderBy(asc(accountClosureSteps.rank), asc(accountClosureSteps.label));

/** One more try recorded, counted in the database so two runs never lose one. */
const sqlAttempts = () => sql`${accountClosureSteps.attempts} + 1`;

export async function markStepDone(db: Database, id: string, at: Date) {
  await db
    .update(accountClosureSteps)
    .set({ doneAt: at, attempts: sqlAttempts(), lastError: null })
    .where(eq(accountClosureSteps.id, id));
}

export async function markStepFailed(db: Database, id: string, error: string) {
  await db
    .update(accountClosureSteps)
    .set({ attempts: sqlAttempts(), lastError: error.slice(0, 1000) })
    .where(and(eq(accountClosureSteps.id, id), isNull(accountClosureSteps.doneAt)));
}

export async function markFinalEmailSent(db: Database, id: string, at: Date) {
  await db.update(accountClosures).set({ finalEmailSentAt: at }).where(eq(accountClosures.id, id));
}

/** The closure goes, and its steps with it (they cascade): nothing of the owner is left. */
export async function deleteClosure(db: Database, id: string) {
  await db.delete(accountClosures).where(eq(accountClosures.id, id));
}

/** Every closure still in the table: each has steps to finish or a final e-mail to send. */
export async function listClosureIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: accountClosures.id })
    .from(accountClosures)
    .orderBy(asc(accountClosures.createdAt));
  return rows.map((row) => row.id);
}
