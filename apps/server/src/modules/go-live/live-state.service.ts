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
import { agentFacts } from './go-live-facts.pure.ts';
import { recordLiveStates, type StoppedState } from './live-states.repo.ts';

/**
 * The go-live state of an owner's agents, read from the real state every time, and the record of
 * its transitions. This file imports nothing of the other modules, so that the places where a
 * live agent can break (a number released, the calendar disconnected, a push refused) can record
 * the change as it happens.
 */

/** The live state last recorded of an agent (live-states.repo.ts), or null before the first. */
type RecordedState = {
  userId: string;
  live: boolean;
  liveNumber: string | null;
  stoppedAt: Date | null;
  dismissedAt: Date | null;
} | null;

export type AgentState = {
  agent: factsRepo.GoLiveAgentRow;
  facts: GoLiveFacts;
  checklist: GoLiveItem[];
  status: LiveStatus;
  recorded: RecordedState;
};

export type OwnerGoLive = {
  agents: AgentState[];
  calendar: { connected: boolean; email: string | null };
  plan: string | null;
  currentPeriod: { start: Date | null; end: Date | null };
};

const recordedOf = ({ recorded }: factsRepo.AgentWithFactsRow): RecordedState =>
  recorded?.userId && recorded.live !== null ? { ...recorded, userId: recorded.userId, live: recorded.live } : null;

/**
 * The state of the owner's agents that are not deleted (or of one of them), with the live state
 * last recorded of each: one query, and a second one only for an owner without agents.
 */
export async function readGoLive(db: Queryable, userId: string, agentId?: string): Promise<OwnerGoLive> {
  const rows = await factsRepo.listAgentsWithFacts(db, userId, agentId);
  const [first] = rows;
  if (!first) return { agents: [], ...(await factsRepo.findOwnerSettings(db, userId)) };
  const owner = factsRepo.ownerSettingsOf(first.owner);
  const states = rows.map((row) => {
    const facts = agentFacts(row, owner.calendar.connected);
    const checklist = goLiveChecklist(facts);
    return {
      agent: row.agent,
      facts,
      checklist,
      status: liveStatus(checklist, facts.number),
      recorded: recordedOf(row),
    };
  });
  return { agents: states, ...owner };
}

const liveNumberOf = ({ facts }: AgentState) => facts.number?.display ?? null;

/** Whether recording the agent's state now would change what was recorded (the rule of recordLiveStates). */
function changedSinceRecorded(state: AgentState) {
  const live = state.status.state === 'live';
  const { recorded } = state;
  return !recorded || recorded.live !== live || (live && recorded.liveNumber !== liveNumberOf(state));
}

/**
 * Remembers which agents are live now, so one that stops is reported until the owner dismisses
 * it. Only the agents whose state differs from the one read with them are written: recording the
 * same state again would change nothing. A failure is logged, never thrown: the state itself is
 * read afresh every time. Answers whether anything was written.
 */
export async function saveLiveStates(db: Queryable, userId: string, states: AgentState[], now: Date, log: Logger) {
  const records = states.filter(changedSinceRecorded).map((state) => ({
    agentId: state.agent.id,
    userId,
    agentName: state.agent.agentName,
    live: state.status.state === 'live',
    liveNumber: liveNumberOf(state),
  }));
  if (records.length === 0) return false;
  await recordLiveStates(db, records, now).catch((error: unknown) =>
    log.warn({ err: error, userId }, 'live state not recorded'),
  );
  return true;
}

/** The agents that stopped being live and whose alert was not dismissed, as recorded when they were read. */
export const stoppedAsRead = (states: AgentState[]): StoppedState[] =>
  states.flatMap(({ agent, recorded }) =>
    recorded && !recorded.live && recorded.stoppedAt && !recorded.dismissedAt
      ? [{ agentId: agent.id, liveNumber: recorded.liveNumber, stoppedAt: recorded.stoppedAt }]
      : [],
  );

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
