import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { preparedRead, type Queryable } from '../../db/client.ts';
import { agentLiveStates, agentScenarios, agents, callRecords, phoneNumbers, profiles } from '../../db/schema/index.ts';

/**
 * What the go-live rule reads, for all of an owner's agents at once: one query whatever the number
 * of agents, scoped to the owner.
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

/** What the go-live rule reads of the owner: the calendar connection, the plan and the paid period. */
const ownerColumns = {
  calendarConnected: profiles.googleCalendarConnected,
  calendarEmail: profiles.googleCalendarEmail,
  plan: profiles.plan,
  periodStart: profiles.subCurrentPeriodStart,
  periodEnd: profiles.subCurrentPeriodEnd,
} as const;

type OwnerRow = {
  calendarConnected: boolean | null;
  calendarEmail: string | null;
  plan: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
};

/** The owner's settings as read (all unset without a profile); the calendar's account only while connected. */
export function ownerSettingsOf(row: OwnerRow | null | undefined) {
  const connected = row?.calendarConnected ?? false;
  return {
    calendar: { connected, email: connected ? (row?.calendarEmail ?? null) : null },
    plan: row?.plan ?? null,
    currentPeriod: { start: row?.periodStart ?? null, end: row?.periodEnd ?? null },
  };
}

/** The owner's calendar connection, plan and paid period (usage is counted in it). */
export async function findOwnerSettings(db: Queryable, userId: string) {
  const [row] = await db.select(ownerColumns).from(profiles).where(eq(profiles.id, userId));
  return ownerSettingsOf(row);
}

/** The number that rings each agent: the first of its numbers, the active ones first, then the oldest. */
const firstNumber = (db: Queryable) =>
  db
    .select({
      phoneNumber: phoneNumbers.phoneNumber,
      status: phoneNumbers.status,
      vapiPhoneNumberId: phoneNumbers.vapiPhoneNumberId,
      syncError: sql<string | null>`${phoneNumbers.syncError}`.as('number_sync_error'),
    })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.userId, sql.placeholder('userId')), eq(phoneNumbers.assignedAgentId, agents.id)))
    .orderBy(desc(sql`${phoneNumbers.status} = 'active'`), asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
    .limit(1)
    .as('number');

/** Each agent's scenarios: how many, how many have run, and how many passed their latest run. */
const scenarioCounts = (db: Queryable) =>
  db
    .select({
      total: count().as('scenarios_total'),
      run: count(agentScenarios.lastResult).as('scenarios_run'),
      passing: sql<number>`count(*) filter (where ${agentScenarios.lastResult}->>'passed' = 'true')`
        .mapWith(Number)
        .as('scenarios_passing'),
    })
    .from(agentScenarios)
    .where(and(eq(agentScenarios.userId, sql.placeholder('userId')), eq(agentScenarios.agentId, agents.id)))
    .as('scenarios');

/** Calls made from the portal to try an agent (web calls). */
const testCalls =
  sql<number>`(select count(*) from ${callRecords} where ${callRecords.userId} = ${sql.placeholder('userId')} and ${callRecords.agentId} = ${agents.id} and ${callRecords.type} = 'webCall')`.mapWith(
    Number,
  );

/**
 * The owner's agents (not deleted; only one when `agentId` is given), oldest first, each with what
 * the go-live rule reads of it, the owner's calendar, plan and paid period, and the live state last
 * recorded of it: one statement, prepared once.
 */
const agentsWithFacts = (db: Queryable, oneAgent: boolean) => {
  const number = firstNumber(db);
  const scenarios = scenarioCounts(db);
  return db
    .select({
      agent: agentColumns,
      number: {
        phoneNumber: number.phoneNumber,
        status: number.status,
        vapiPhoneNumberId: number.vapiPhoneNumberId,
        syncError: number.syncError,
      },
      testCalls,
      scenarios: { total: scenarios.total, run: scenarios.run, passing: scenarios.passing },
      owner: ownerColumns,
      recorded: {
        userId: agentLiveStates.userId,
        live: agentLiveStates.live,
        liveNumber: agentLiveStates.liveNumber,
        stoppedAt: agentLiveStates.stoppedAt,
        dismissedAt: agentLiveStates.dismissedAt,
      },
    })
    .from(agents)
    .leftJoinLateral(number, sql`true`)
    .leftJoinLateral(scenarios, sql`true`)
    .leftJoin(profiles, eq(profiles.id, agents.userId))
    .leftJoin(agentLiveStates, eq(agentLiveStates.agentId, agents.id))
    .where(
      and(
        eq(agents.userId, sql.placeholder('userId')),
        eq(agents.isDeleted, false),
        oneAgent ? eq(agents.id, sql.placeholder('agentId')) : undefined,
      ),
    )
    .orderBy(asc(agents.createdAt), asc(agents.id))
    .prepare(oneAgent ? 'go_live_agent' : 'go_live_agents');
};

const everyAgent = preparedRead((db) => agentsWithFacts(db, false));
const oneAgent = preparedRead((db) => agentsWithFacts(db, true));

/** The owner's agents with their go-live facts; only `agentId` when given. */
export const listAgentsWithFacts = (db: Queryable, userId: string, agentId?: string) =>
  agentId === undefined ? everyAgent(db).execute({ userId }) : oneAgent(db).execute({ userId, agentId });

export type AgentWithFactsRow = Awaited<ReturnType<typeof listAgentsWithFacts>>[number];
