import {
  goLiveChecklist,
  liveStatus,
  type GoLiveFacts,
  type GoLiveItem,
  type LiveStatus,
} from '@portal/shared/go-live';
import type { Queryable } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import * as factsRepo from './go-live-facts.repo.ts';
import { agentFacts, byAgent } from './go-live-facts.pure.ts';
import { recordLiveStates } from './live-states.repo.ts';

/**
 * The go-live state of an owner's agents, read from the real state every time, and the record of
 * its transitions. This file imports nothing of the other modules, so that the places where a
 * live agent can break (a number released, the calendar disconnected, a push refused) can record
 * the change as it happens.
 */

export type AgentState = {
  agent: factsRepo.GoLiveAgentRow;
  facts: GoLiveFacts;
  checklist: GoLiveItem[];
  status: LiveStatus;
};

export type OwnerGoLive = {
  agents: AgentState[];
  calendar: { connected: boolean; email: string | null };
  currentPeriod: { start: Date | null; end: Date | null };
};

/** The state of the owner's agents that are not deleted (or of one of them), in a fixed number of queries. */
export async function readGoLive(db: Queryable, userId: string, agentId?: string): Promise<OwnerGoLive> {
  const [agents, owner] = await Promise.all([
    factsRepo.listAgents(db, userId, agentId),
    factsRepo.findOwnerSettings(db, userId),
  ]);
  const ids = agents.map((agent) => agent.id);
  if (ids.length === 0) return { agents: [], ...owner };
  const [numbers, testCalls, scenarios] = await Promise.all([
    factsRepo.listAssignedNumbers(db, userId, ids),
    factsRepo.countTestCalls(db, userId, ids),
    factsRepo.countScenarios(db, userId, ids),
  ]);
  const sources = {
    numbers,
    calendarConnected: owner.calendar.connected,
    testCalls: byAgent(testCalls),
    scenarios: byAgent(scenarios),
  };
  const states = agents.map((agent) => {
    const facts = agentFacts(agent, sources);
    const checklist = goLiveChecklist(facts);
    return { agent, facts, checklist, status: liveStatus(checklist, facts.number) };
  });
  return { agents: states, ...owner };
}

/**
 * Remembers which agents are live now, so one that stops is reported until the owner dismisses
 * it. A failure is logged, never thrown: the state itself is read afresh every time.
 */
export async function saveLiveStates(db: Queryable, userId: string, states: AgentState[], now: Date, log: Logger) {
  const records = states.map(({ agent, facts, status }) => ({
    agentId: agent.id,
    userId,
    agentName: agent.agentName,
    live: status.state === 'live',
    liveNumber: facts.number?.display ?? null,
  }));
  await recordLiveStates(db, records, now).catch((error: unknown) =>
    log.warn({ err: error, userId }, 'live state not recorded'),
  );
}

async function recordNow(deps: { db: Queryable; logger: Logger }, userId: string) {
  try {
    const now = new Date();
    await saveLiveStates(deps.db, userId, (await readGoLive(deps.db, userId)).agents, now, deps.logger);
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'live state not read');
  }
}

/**
 * Runs a change that can stop the owner's agents from being live, recording their state before
 * and after it: an agent that was live is reported on Home even if nobody looked while it was.
 */
export async function recordingLiveStates<T>(
  deps: { db: Queryable; logger: Logger },
  userId: string,
  change: () => Promise<T>,
): Promise<T> {
  await recordNow(deps, userId);
  const result = await change();
  await recordNow(deps, userId);
  return result;
}
