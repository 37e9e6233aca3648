import { and, asc, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Agent, AgentListItem } from '@portal/shared/agents/agent';
import { tryPrompts } from '@portal/shared/agents/scenario-proposals.plain';
import { readClosures } from '@portal/shared/agents/closures.plain';
import { destinationDisplay, readDestinations } from '@portal/shared/agents/transfers.plain';
import { DEFAULT_TEMPLATE_INDUSTRY } from '@portal/shared/agents/templates';
import { preparedRead, type Queryable } from '../../db/client.ts';
import { isUuid } from '@portal/shared/api';
import { agents, agentTemplates, phoneNumbers, profiles } from '../../db/schema/index.ts';
import { draftChanges, editingRow } from './draft-values.pure.ts';
import { readTextingSettings } from '@portal/shared/texts.plain';
import { readPrivacySettings } from '@portal/shared/agents/privacy.plain';

export type AgentRow = typeof agents.$inferSelect;
export type NewAgentRow = typeof agents.$inferInsert;
export type AgentUpdate = Partial<Omit<NewAgentRow, 'id' | 'userId' | 'createdAt'>>;

// Every query is scoped to the owner, so another user's agent reads as not found.
const owned = (userId: string, id: string) => and(eq(agents.id, id), eq(agents.userId, userId));

export const listAgents = (db: Queryable, userId: string) =>
  db
    .select()
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.isDeleted, false)))
    .orderBy(asc(agents.createdAt));

export async function countActiveAgents(db: Queryable, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.isDeleted, false)));
  return row?.value ?? 0;
}

export async function findAgent(db: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(agents).where(owned(userId, id));
  return row;
}

/** The numbers that ring an agent (E.164), whatever their state. */
export async function agentPhoneNumbers(db: Queryable, userId: string, agentId: string) {
  const rows = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.userId, userId), eq(phoneNumbers.assignedAgentId, agentId)));
  return rows.map((row) => row.phoneNumber);
}

export async function insertAgent(db: Queryable, values: NewAgentRow) {
  const [row] = await db.insert(agents).values(values).returning();
  return row!;
}

/** An edit of the agent: its version counts up, so the voice platform is brought up to it. */
export async function updateAgent(db: Queryable, userId: string, id: string, values: AgentUpdate) {
  const [row] = await db
    .update(agents)
    .set({ ...values, version: sql`${agents.version} + 1`, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row;
}

export type SyncState = Pick<
  AgentUpdate,
  'vapiAgentId' | 'syncedAt' | 'syncError' | 'vapiKnowledgeFileId' | 'vapiKnowledgeToolId' | 'vapiKnowledgeDigest'
> & { syncedVersion?: number };

/**
 * What the voice platform has of the agent; not an edit, so the version stays. A newer version
 * recorded by a push that finished first is never lowered by a slower one.
 */
export async function recordSync(db: Queryable, userId: string, id: string, state: SyncState) {
  const { syncedVersion, ...rest } = state;
  const [row] = await db
    .update(agents)
    .set({
      ...rest,
      ...(syncedVersion === undefined
        ? {}
        : { syncedVersion: sql`greatest(coalesce(${agents.syncedVersion}, 0), ${syncedVersion})` }),
    })
    .where(owned(userId, id))
    .returning();
  return row;
}

/**
 * Takes the agent's push lease when no live push holds it, for `seconds`; answers the agent as it
 * is now, or nothing when another push holds the lease. Renewing is taking it again while held.
 */
export async function claimPush(db: Queryable, userId: string, id: string, seconds: number, renew = false) {
  const free = or(isNull(agents.pushLeaseUntil), lt(agents.pushLeaseUntil, sql`now()`));
  const [row] = await db
    .update(agents)
    .set({ pushLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(renew ? owned(userId, id) : and(owned(userId, id), free))
    .returning();
  return row;
}

export async function releasePush(db: Queryable, userId: string, id: string) {
  await db.update(agents).set({ pushLeaseUntil: null }).where(owned(userId, id));
}

export async function deleteAgentRow(db: Queryable, userId: string, id: string) {
  const [row] = await db.delete(agents).where(owned(userId, id)).returning({ id: agents.id });
  return row;
}

/** Serialises one user's agent creations (the six-slot limit) by locking their profile row. */
export async function lockUser(db: Queryable, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}

export const listVisibleTemplates = (db: Queryable) =>
  db
    .select({ id: agentTemplates.id, industry: agentTemplates.industry })
    .from(agentTemplates)
    .where(ne(agentTemplates.industry, DEFAULT_TEMPLATE_INDUSTRY))
    .orderBy(asc(agentTemplates.sortOrder), asc(agentTemplates.industry));

export async function findTemplate(db: Queryable, id: string | null) {
  const where = id && isUuid(id) ? eq(agentTemplates.id, id) : eq(agentTemplates.industry, DEFAULT_TEMPLATE_INDUSTRY);
  const [row] = await db.select().from(agentTemplates).where(where);
  return row;
}

export async function isCalendarConnected(db: Queryable, userId: string) {
  const [row] = await db
    .select({ connected: profiles.googleCalendarConnected })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.connected ?? false;
}

/** The API shape of an agent row. */
export function toAgent(row: AgentRow): Agent {
  // The knowledge base's ids and digest are the sync's bookkeeping, not part of the agent; the
  // owner reads the configuration they edit (the draft over what callers hear) and how many
  // cards the draft changes.
  const {
    vapiKnowledgeFileId: _file,
    vapiKnowledgeToolId: _tool,
    vapiKnowledgeDigest: _digest,
    draftValues: _draft,
    draftUpdatedAt: _drafted,
    draftAssistantId: _draftAssistant,
    pushLeaseUntil: _lease,
    ...agent
  } = editingRow(row);
  return {
    ...agent,
    tryPrompts: tryPrompts(agent),
    draftChanges: draftChanges(row).length,
    textingSettings: readTextingSettings(agent.textingSettings),
    privacySettings: readPrivacySettings(agent.privacySettings),
    initialConfigSnapshot: agent.initialConfigSnapshot ?? null,
    transferDestinations: readDestinations(agent.transferDestinations).map((destination) => ({
      ...destination,
      display: destinationDisplay(destination),
    })),
    transferMode: agent.transferMode,
    closures: readClosures(agent.closures),

    syncedAt: agent.syncedAt?.toISOString() ?? null,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

/** The columns of a My Agents card. */
const listColumns = {
  id: agents.id,
  agentName: agents.agentName,
  gender: agents.gender,
  attitude: agents.attitude,
  imageUrl: agents.imageUrl,
  vapiAgentId: agents.vapiAgentId,
  isDeleted: agents.isDeleted,
  syncError: agents.syncError,
} as const;

const agentCards = preparedRead((db) =>
  db
    .select(listColumns)
    .from(agents)
    .where(and(eq(agents.userId, sql.placeholder('userId')), eq(agents.isDeleted, false)))
    .orderBy(asc(agents.createdAt))
    .prepare('agent_cards'),
);

/**
 * The My Agents grid: only the card's columns, not the instructions, snapshots and texts of
 * whole agents (the hot read of the portal; `npm run bench` measures it), as one prepared query.
 */
export const listAgentCards = (db: Queryable, userId: string): Promise<AgentListItem[]> =>
  agentCards(db).execute({ userId });
