import { MAX_AGENTS, type CreateAgentInput } from '@portal/shared/agents/agent';
import { templateDescription, templateLabel } from '@portal/shared/agents/templates';
import { AppError } from '../../lib/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { copyAgentAvatar, deleteAgentAvatar } from './agent-avatar.service.ts';
import { agentFromTemplate, duplicateValues } from './agent-values.pure.ts';
import { AGENT_LIMIT_REACHED, AGENT_NOT_FOUND, requireAgent, type AgentsDeps } from './agent-access.service.ts';
import { syncAgent, type SyncDeps } from './agent-sync.service.ts';
import * as repo from './agents.repo.ts';
import { recordedKnowledge, removeKnowledge } from './knowledge-sync.service.ts';
import { transferDestinations } from './compile/compile-input.pure.ts';

export { AGENT_NOT_FOUND, requireAgent, type AgentsDeps };
export { versionAnsweringCalls } from './drafts.service.ts';
export type { AgentRow } from './agents.repo.ts';
export const VOICE_ID_MISSING = 'Agent created, but Voice Source ID missing. Please configure/save the agent.';

/** Inserts under the user's lock so two concurrent requests cannot pass the six-agent limit. */
async function insertWithinLimit(
  deps: AgentsDeps,
  userId: string,
  build: (tx: Queryable) => Promise<repo.NewAgentRow>,
) {
  return deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    if ((await repo.countActiveAgents(tx, userId)) >= MAX_AGENTS) throw new AppError('CONFLICT', AGENT_LIMIT_REACHED);
    return repo.insertAgent(tx, await build(tx));
  });
}

export async function createAgent(deps: AgentsDeps, userId: string, input: CreateAgentInput) {
  const row = await insertWithinLimit(deps, userId, async (tx) => {
    const template = await repo.findTemplate(tx, input.templateId ?? null);
    if (!template)
      throw new AppError('VALIDATION_FAILED', 'templateId: The selected industry template does not exist.');
    return agentFromTemplate(userId, input.agentName, template, input.timezone);
  });
  const synced = await syncAgent(deps, row);
  return { agent: repo.toAgent(synced.row), warning: synced.error ? VOICE_ID_MISSING : null };
}

export async function duplicateAgent(deps: AgentsDeps, userId: string, id: string) {
  const original = await requireAgent(deps, userId, id);
  if (original.isDeleted) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  const inserted = await insertWithinLimit(deps, userId, async () => duplicateValues(original));
  const row = await copyAgentAvatar(deps, original, inserted);
  const synced = await syncAgent(deps, row);
  return { agent: repo.toAgent(synced.row), warning: synced.error ? VOICE_ID_MISSING : null };
}

/** Permanent delete: the assistant goes first, so a vendor failure leaves nothing half-deleted. */
export async function deleteAgentPermanently(deps: AgentsDeps, userId: string, id: string) {
  const row = await requireAgent(deps, userId, id);
  // The assistant callers reach, and the one made from a draft for test calls.
  const assistants = [row.vapiAgentId, row.draftAssistantId].filter((assistantId) => assistantId !== null);
  for (const assistantId of assistants) {
    try {
      await deps.voice.deleteAssistant(assistantId);
    } catch {
      throw new AppError(
        'UPSTREAM_FAILED',
        'The agent could not be removed from the voice platform. Please try again.',
      );
    }
  }
  await removeKnowledge(deps, recordedKnowledge(row));
  await repo.deleteAgentRow(deps.db, userId, id);
  await deleteAgentAvatar(deps.storage, row);
}

/** Soft delete: hidden from lists, data kept (docs/product.md#agent-lifecycle). */
export async function softDeleteAgent(deps: AgentsDeps, userId: string, id: string) {
  await requireAgent(deps, userId, id);
  await repo.updateAgent(deps.db, userId, id, { isDeleted: true });
}

/** The My Agents grid: the card columns of the caller's live agents, oldest first. */
export const listAgentCards = (deps: Pick<AgentsDeps, 'db'>, userId: string) => repo.listAgentCards(deps.db, userId);

/** The caller's agent as the API shows it, also when soft-deleted. */
export async function getAgent(deps: Pick<AgentsDeps, 'db'>, userId: string, id: string) {
  return repo.toAgent(await requireAgent(deps, userId, id));
}

export async function listTemplates(deps: AgentsDeps) {
  const rows = await repo.listVisibleTemplates(deps.db);
  return rows.map((row) => ({
    id: row.id,
    industry: row.industry,
    label: templateLabel(row.industry),
    description: templateDescription(row.industry),
  }));
}

/** Re-pushes an agent whose assistant could not be created or updated. */
export async function retrySync(deps: AgentsDeps, userId: string, id: string) {
  const row = await requireAgent(deps, userId, id);
  if (row.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  const synced = await syncAgent(deps, row);
  return { agent: repo.toAgent(synced.row), error: synced.error };
}

/** For other modules: the caller's agent row (deleted ones included), or undefined. */
export const findOwnedAgent = (db: Queryable, userId: string, id: string) => repo.findAgent(db, userId, id);

/** The first place an agent's calls are transferred to (E.164), or null when it transfers nowhere. */
export async function agentTransferNumber(db: Queryable, userId: string, id: string) {
  const agent = await repo.findAgent(db, userId, id);
  return agent && !agent.isDeleted ? (transferDestinations(agent)[0]?.target ?? null) : null;
}

/**
 * Pushes every agent of the user again, e.g. after the calendar connection changed (the booking
 * tools depend on it). A failure is recorded on the agent and retried later; it is never thrown.
 */
export async function resyncUserAgents(deps: SyncDeps, userId: string) {
  for (const row of await repo.listAgents(deps.db, userId)) await syncAgent(deps, row);
}
