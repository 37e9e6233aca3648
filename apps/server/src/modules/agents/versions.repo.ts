import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { agents, agentScenarios, agentVersions, profiles, users } from '../../db/schema/index.ts';

const owned = (userId: string, id: string) => and(eq(agents.id, id), eq(agents.userId, userId));

/**
 * The agent row, locked until the transaction ends: a card save, a publish, a discard and a
 * restore of one agent happen one after another on every server, so none overwrites another's
 * draft.
 */
export async function lockAgent(tx: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(agents).where(owned(userId, id)).for('update');
  return row;
}

/** How a version names who published it: their name, else their e-mail address. */
export async function publisherName(db: Queryable, userId: string) {
  const [row] = await db
    .select({ name: profiles.fullName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.name?.trim() || row?.email || 'The owner';
}

export async function nextVersionNumber(db: Queryable, agentId: string) {
  const [row] = await db
    .select({ last: max(agentVersions.number) })
    .from(agentVersions)
    .where(eq(agentVersions.agentId, agentId));
  return (row?.last ?? 0) + 1;
}

export async function insertVersion(db: Queryable, values: typeof agentVersions.$inferInsert) {
  const [row] = await db.insert(agentVersions).values(values).returning();
  return row!;
}

/** An agent's versions, newest first. */
export const listVersions = (db: Queryable, userId: string, agentId: string) =>
  db
    .select()
    .from(agentVersions)
    .where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.userId, userId)))
    .orderBy(desc(agentVersions.number));

export async function findVersion(db: Queryable, userId: string, agentId: string, number: number) {
  if (!isUuid(agentId)) return undefined;
  const [row] = await db
    .select()
    .from(agentVersions)
    .where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.userId, userId), eq(agentVersions.number, number)));
  return row;
}

/** Writes the draft (or clears it with null) and the cards' save counts; not an edit callers hear. */
export async function writeDraft(
  db: Queryable,
  userId: string,
  id: string,
  draft: { values: Record<string, unknown> | null; cardRevisions: Record<string, number> },
) {
  const [row] = await db
    .update(agents)
    .set({
      draftValues: draft.values,
      draftUpdatedAt: draft.values ? new Date() : null,
      cardRevisions: draft.cardRevisions,
    })
    .where(owned(userId, id))
    .returning();
  return row;
}

/** Which version callers hear; not an edit (nothing to push). */
export async function setPublishedVersion(db: Queryable, userId: string, id: string, number: number) {
  const [row] = await db.update(agents).set({ publishedVersion: number }).where(owned(userId, id)).returning();
  return row;
}

export async function recordDraftAssistant(db: Queryable, userId: string, id: string, assistantId: string | null) {
  await db.update(agents).set({ draftAssistantId: assistantId }).where(owned(userId, id));
}

/**
 * The test scenarios' results on the draft become the live version's when it is published
 * (they were run on exactly what callers now hear).
 */
export async function promoteDraftResults(db: Queryable, agentId: string) {
  await db
    .update(agentScenarios)
    .set({ lastResult: sql`${agentScenarios.draftResult}`, draftResult: null })
    .where(and(eq(agentScenarios.agentId, agentId), isNotNull(agentScenarios.draftResult)));
}

/** Results on a draft that is gone (discarded, or replaced by a restored version) describe nothing. */
export async function clearDraftResults(db: Queryable, agentId: string) {
  await db
    .update(agentScenarios)
    .set({ draftResult: null })
    .where(and(eq(agentScenarios.agentId, agentId), isNotNull(agentScenarios.draftResult)));
}
