import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { agentScenarios, agents, callRecords, phoneNumbers, profiles } from '../../db/schema/index.ts';

/**
 * What the go-live rule reads, for all of an owner's agents at once: one query per table whatever
 * the number of agents, each scoped to the owner.
 */

const agentColumns = {
  id: agents.id,
  agentName: agents.agentName,
  imageUrl: agents.imageUrl,
  timezone: agents.timezone,
  businessName: agents.businessName,
  yourHours: agents.yourHours,
  greeting: agents.greeting,
  voice: agents.voice,
  userSavedSections: agents.userSavedSections,
  initialConfigSnapshot: agents.initialConfigSnapshot,
  scheduling: agents.scheduling,
  callForwardingActive: agents.callForwardingActive,
  transferDestinations: agents.transferDestinations,
  vapiAgentId: agents.vapiAgentId,
  syncError: agents.syncError,
} as const;

/** The owner's agents that are not deleted, oldest first; only `agentId` when given. */
export const listAgents = (db: Queryable, userId: string, agentId?: string) =>
  db
    .select(agentColumns)
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.isDeleted, false), agentId ? eq(agents.id, agentId) : undefined))
    .orderBy(asc(agents.createdAt), asc(agents.id));

export type GoLiveAgentRow = Awaited<ReturnType<typeof listAgents>>[number];

/** The numbers assigned to these agents: the active ones first, then the oldest. */
export const listAssignedNumbers = (db: Queryable, userId: string, agentIds: string[]) =>
  db
    .select({
      agentId: phoneNumbers.assignedAgentId,
      phoneNumber: phoneNumbers.phoneNumber,
      status: phoneNumbers.status,
      vapiPhoneNumberId: phoneNumbers.vapiPhoneNumberId,
      syncError: phoneNumbers.syncError,
    })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.userId, userId),
        isNotNull(phoneNumbers.assignedAgentId),
        inArray(phoneNumbers.assignedAgentId, agentIds),
      ),
    )
    .orderBy(desc(sql`${phoneNumbers.status} = 'active'`), asc(phoneNumbers.createdAt), asc(phoneNumbers.id));

export type AssignedNumberRow = Awaited<ReturnType<typeof listAssignedNumbers>>[number];

/** The owner's calendar connection and the paid period (usage is counted in it). */
export async function findOwnerSettings(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      calendarConnected: profiles.googleCalendarConnected,
      calendarEmail: profiles.googleCalendarEmail,
      periodStart: profiles.subCurrentPeriodStart,
      periodEnd: profiles.subCurrentPeriodEnd,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    calendar: { connected: row?.calendarConnected ?? false, email: row?.calendarConnected ? row.calendarEmail : null },
    currentPeriod: { start: row?.periodStart ?? null, end: row?.periodEnd ?? null },
  };
}

/** Calls made from the portal to try an agent (web calls), by agent. */
export const countTestCalls = (db: Queryable, userId: string, agentIds: string[]) =>
  db
    .select({ agentId: callRecords.agentId, calls: count() })
    .from(callRecords)
    .where(and(eq(callRecords.userId, userId), inArray(callRecords.agentId, agentIds), eq(callRecords.type, 'webCall')))
    .groupBy(callRecords.agentId);

/** Each agent's scenarios: how many, how many have run, and how many passed their latest run. */
export const countScenarios = (db: Queryable, userId: string, agentIds: string[]) =>
  db
    .select({
      agentId: agentScenarios.agentId,
      total: count(),
      run: count(agentScenarios.lastResult),
      passing: sql<number>`count(*) filter (where ${agentScenarios.lastResult}->>'passed' = 'true')`.mapWith(Number),
    })
    .from(agentScenarios)
    .where(and(eq(agentScenarios.userId, userId), inArray(agentScenarios.agentId, agentIds)))
    .groupBy(agentScenarios.agentId);
