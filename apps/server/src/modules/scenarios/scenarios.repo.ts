import { and, asc, count, eq, exists, isNotNull } from 'drizzle-orm';
import {
  callAtSchema,
  scenarioResultSchema,
  type Scenario,
  type ScenarioInput,
  type ScenarioResult,
} from '@portal/shared/agents/scenarios';
import { isUuid } from '@portal/shared/api';
import type { Queryable } from '../../db/client.ts';
import { agents, agentScenarios, agentScenarioSeeds } from '../../db/schema/index.ts';

type ScenarioRow = typeof agentScenarios.$inferSelect;

// Every query names the owner and the agent, so another user's scenario reads as not found.
const ofAgent = (userId: string, agentId: string) =>
  and(eq(agentScenarios.userId, userId), eq(agentScenarios.agentId, agentId));
const owned = (userId: string, agentId: string, id: string) => and(ofAgent(userId, agentId), eq(agentScenarios.id, id));

/** A stored result older code wrote in another shape reads as not run. */
const readResult = (stored: unknown) => {
  const result = scenarioResultSchema.safeParse(stored);
  return result.success ? result.data : null;
};

/** A stored call time that does not read (older code, a hand edit) is no time: the call happens when it runs. */
const readCallAt = (stored: unknown) => {
  const callAt = callAtSchema.safeParse(stored);
  return callAt.success ? callAt.data : null;
};

/** The API shape of a row. */
export function toScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    agentId: row.agentId,
    title: row.title,
    callerTurns: row.callerTurns,
    expectations: row.expectations,
    origin: row.origin,
    callAt: readCallAt(row.callAt),
    transfersUnanswered: row.transfersUnanswered,
    lastResult: readResult(row.lastResult),
    draftResult: readResult(row.draftResult),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listScenarios = (db: Queryable, userId: string, agentId: string) =>
  db
    .select()
    .from(agentScenarios)
    .where(ofAgent(userId, agentId))
    .orderBy(asc(agentScenarios.createdAt), asc(agentScenarios.id));

export async function findScenario(db: Queryable, userId: string, agentId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(agentScenarios)
    .where(owned(userId, agentId, id));
  return row;
}

export async function countScenarios(db: Queryable, userId: string, agentId: string) {
  const [row] = await db.select({ value: count() }).from(agentScenarios).where(ofAgent(userId, agentId));
  return row?.value ?? 0;
}

export async function insertScenarios(
  db: Queryable,
  userId: string,
  agentId: string,
  origin: Scenario['origin'],
  inputs: ScenarioInput[],
) {
  if (inputs.length === 0) return [];
  // One statement stamps every row with the same time; the list keeps their order by id, so the
  // proposals are spaced a millisecond apart to read in the order they were proposed.
  const base = Date.now();
  return db
    .insert(agentScenarios)
    .values(
      inputs.map(({ callAt, transfersUnanswered, ...input }, index) => ({
        userId,
        agentId,
        origin,
        ...input,
        callAt: callAt ?? null,
        transfersUnanswered: transfersUnanswered ?? false,
        createdAt: new Date(base + index),
        updatedAt: new Date(base + index),
      })),
    )
    .returning();
}

/**
 * An edit: the stored results (on what callers hear and on the draft) no longer describe the
 * scenario, so they go. A condition the edit leaves out stays as it was.
 */
export async function updateScenario(db: Queryable, userId: string, agentId: string, id: string, input: ScenarioInput) {
  if (!isUuid(id)) return undefined;
  const { callAt, transfersUnanswered, ...script } = input;
  const [row] = await db
    .update(agentScenarios)
    .set({
      ...script,
      ...(callAt === undefined ? {} : { callAt }),
      ...(transfersUnanswered === undefined ? {} : { transfersUnanswered }),
      lastResult: null,
      draftResult: null,
      updatedAt: new Date(),
    })
    .where(owned(userId, agentId, id))
    .returning();
  return row;
}

export async function deleteScenario(db: Queryable, userId: string, agentId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(agentScenarios)
    .where(owned(userId, agentId, id))
    .returning({ id: agentScenarios.id });
  return row;
}

/** The agent still has a draft: a run on it may be stored as the draft's result. */
const agentHasDraft = (db: Queryable, agentId: string) =>
  exists(
    db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, agentId), isNotNull(agents.draftValues))),
  );

/**
 * Stores a run's result, as the result on what callers hear or on the draft, unless the scenario
 * was edited (or deleted) while it ran: the result would then describe a script the scenario no
 * longer has. A run on a draft that was published or discarded meanwhile describes no draft, so it
 * is not kept either.
 */
export async function storeResult(db: Queryable, row: ScenarioRow, result: ScenarioResult, on: 'live' | 'draft') {
  const unchanged = and(owned(row.userId, row.agentId, row.id), eq(agentScenarios.updatedAt, row.updatedAt));
  const [stored] = await db
    .update(agentScenarios)
    .set(on === 'draft' ? { draftResult: result } : { lastResult: result })
    .where(on === 'draft' ? and(unchanged, agentHasDraft(db, row.agentId)) : unchanged)
    .returning();
  return stored;
}

/** Marks the agent's proposals as added; true only for the first caller, who adds them. */
export async function claimSeed(db: Queryable, userId: string, agentId: string) {
  const inserted = await db
    .insert(agentScenarioSeeds)
    .values({ userId, agentId })
    .onConflictDoNothing()
    .returning({ agentId: agentScenarioSeeds.agentId });
  return inserted.length > 0;
}

/** Holds the agent's scenarios for one change at a time (the seed row stands for them). */
export async function lockScenarios(db: Queryable, userId: string, agentId: string) {
  await db
    .select({ agentId: agentScenarioSeeds.agentId })
    .from(agentScenarioSeeds)
    .where(and(eq(agentScenarioSeeds.agentId, agentId), eq(agentScenarioSeeds.userId, userId)))
    .for('update');
}
