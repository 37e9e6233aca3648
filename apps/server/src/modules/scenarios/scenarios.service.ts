import { proposeScenarios } from '@portal/shared/agents/scenario-proposals.plain';
import {
  SCENARIO_LIMITS,
  summariseScenarioList,
  type ScenarioInput,
  type ScenarioList,
} from '@portal/shared/agents/scenarios';
import type { Agent } from '@portal/shared/agents/agent';
import type { Database, Queryable } from '../../db/client.ts';
import { signDryRun } from '../../lib/dry-run.ts';
import { asDryRun } from './dry-run-assistant.pure.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { VoicePlatform } from '../../providers/voice/voice.ts';
import { getAgent } from '../agents/agents.service.ts';
import { compileCurrentAssistant } from '../agents/compiled-assistant.service.ts';
import * as repo from './scenarios.repo.ts';
import { runScenario as runConversation } from './scenario-runner.service.ts';

export type ScenariosDeps = {
  db: Database;
  voice: VoicePlatform;
  logger: Logger;
  webhookUrl: string;
  webhookSecret: string;
  /** The clock a run is dated with and a scenario's call time is counted from (tests fix it). */
  now?: () => Date;
};

export const SCENARIO_NOT_FOUND = 'Scenario not found.';
export const SCENARIO_LIMIT_REACHED = `An agent can have at most ${SCENARIO_LIMITS.perAgent} scenarios. Delete one to add another.`;

/** The caller's agent, not deleted: scenarios test an agent that still takes calls. */
async function requireLiveAgent(deps: ScenariosDeps, userId: string, agentId: string) {
  const agent = await getAgent(deps, userId, agentId);
  if (agent.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  return agent;
}

/**
 * Runs a change of an agent's scenarios in one transaction: the first time, the proposals for the
 * agent are added (once ever, so deleting them all does not bring them back); then the agent's
 * scenarios are held so two changes at once cannot pass the per-agent limit.
 */
async function changeScenarios<T>(
  deps: ScenariosDeps,
  userId: string,
  agentId: string,
  change: (tx: Queryable, agent: Agent) => Promise<T>,
) {
  const agent = await requireLiveAgent(deps, userId, agentId);
  return deps.db.transaction(async (tx) => {
    if (await repo.claimSeed(tx, userId, agentId))
      await repo.insertScenarios(tx, userId, agentId, 'proposed', proposeScenarios(agent));
    await repo.lockScenarios(tx, userId, agentId);
    return change(tx, agent);
  });
}

/**
 * The agent has a draft (card changes not published): runs test it, since they compile the agent
 * as its owner edits it, and their results are kept apart from those on what callers hear.
 */
const hasDraft = (agent: Pick<Agent, 'draftChanges'>) => agent.draftChanges > 0;

/** The suggestions for the agent as it is now whose title is not on the list. */
const missingProposals = (agent: Agent, scenarios: { title: string }[]) => {
  const titles = new Set(scenarios.map((scenario) => scenario.title.toLowerCase()));
  return proposeScenarios(agent).filter((proposal) => !titles.has(proposal.title.toLowerCase()));
};

async function scenarioList(db: Database, userId: string, agent: Agent): Promise<ScenarioList> {
  const scenarios = (await repo.listScenarios(db, userId, agent.id)).map(repo.toScenario);
  return {
    scenarios,
    ...summariseScenarioList(scenarios, hasDraft(agent)),
    // So the page offers to add suggestions only while one would come in.
    suggestionsMissing: missingProposals(agent, scenarios).length,
  };
}

/**
 * The agent's scenarios with the summaries of their latest results (and of those on the draft
 * while there is one); the first list adds the proposals.
 */
export async function listScenarios(deps: ScenariosDeps, userId: string, agentId: string) {
  const agent = await changeScenarios(deps, userId, agentId, async (_tx, agent) => agent);
  return scenarioList(deps.db, userId, agent);
}

export async function createScenario(deps: ScenariosDeps, userId: string, agentId: string, input: ScenarioInput) {
  const [row] = await changeScenarios(deps, userId, agentId, async (tx) => {
    if ((await repo.countScenarios(tx, userId, agentId)) >= SCENARIO_LIMITS.perAgent)
      throw new AppError('CONFLICT', SCENARIO_LIMIT_REACHED);
    return repo.insertScenarios(tx, userId, agentId, 'owner', [input]);
  });
  return repo.toScenario(row!);
}

/** Adds the current proposals whose title is not on the list yet, as many as the limit leaves room for. */
export async function addProposals(deps: ScenariosDeps, userId: string, agentId: string) {
  const agent = await changeScenarios(deps, userId, agentId, async (tx, agent) => {
    const existing = await repo.listScenarios(tx, userId, agentId);
    const room = Math.max(0, SCENARIO_LIMITS.perAgent - existing.length);
    await repo.insertScenarios(tx, userId, agentId, 'proposed', missingProposals(agent, existing).slice(0, room));
    return agent;
  });
  return scenarioList(deps.db, userId, agent);
}

export async function updateScenario(
  deps: ScenariosDeps,
  userId: string,
  agentId: string,
  id: string,
  input: ScenarioInput,
) {
  await requireLiveAgent(deps, userId, agentId);
  const row = await repo.updateScenario(deps.db, userId, agentId, id, input);
  if (!row) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
  return repo.toScenario(row);
}

export async function deleteScenario(deps: ScenariosDeps, userId: string, agentId: string, id: string) {
  await requireLiveAgent(deps, userId, agentId);
  if (!(await repo.deleteScenario(deps.db, userId, agentId, id))) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
}

/**
 * Runs the scenario against the agent's assistant as a push would compile it now, marked as a dry
 * run: the webhook books nothing, and a text chat is no call, so it is not counted as usage. The
 * agent is compiled as its owner edits it, so while it has a draft the run tests the draft, and its
 * result is the draft's (publishing makes it the last result; discarding drops it).
 */
export async function runScenario(deps: ScenariosDeps, userId: string, agentId: string, id: string) {
  const agent = await requireLiveAgent(deps, userId, agentId);
  const row = await repo.findScenario(deps.db, userId, agentId, id);
  if (!row) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
  const assistant = asDryRun(
    await compileCurrentAssistant(deps, userId, agent),
    signDryRun({ userId, agentId }, deps.webhookSecret),
  );
  const result = await runConversation(deps, assistant, repo.toScenario(row));
  const stored = await repo.storeResult(deps.db, row, result, hasDraft(agent) ? 'draft' : 'live');
  if (stored) return repo.toScenario(stored);
  // Edited or deleted while it ran (or its draft was published or discarded): the result describes
  // a script the scenario no longer has, or a draft that is gone.
  const current = await repo.findScenario(deps.db, userId, agentId, id);
  if (!current) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
  return repo.toScenario(current);
}
