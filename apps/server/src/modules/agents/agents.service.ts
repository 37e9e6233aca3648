import { MAX_AGENTS, type CreateAgentInput } from '@portal/shared/agents/agent';
import { templateLabel } from '@portal/shared/agents/templates';
import { AppError } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { copyAgentAvatar, deleteAgentAvatar } from './agent-avatar.ts';
import { agentFromTemplate, duplicateValues } from './agent-values.ts';
import { syncAgent, type SyncDeps } from './agent-sync.ts';
import * as repo from './agents.repo.ts';

export type AgentsDeps = SyncDeps & { db: Database; storage: Storage };

export const AGENT_NOT_FOUND = 'Agent not found or access denied.';
export const AGENT_LIMIT_REACHED = `You already have ${MAX_AGENTS} agents, the most a plan allows. Delete one to create another.`;
export const VOICE_ID_MISSING = 'Agent created, but Voice Source ID missing. Please configure/save the agent.';

export async function requireAgent(deps: AgentsDeps, userId: string, id: string) {
  const row = await repo.findAgent(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return row;
}

/** Inserts under the user's lock so two concurrent requests cannot pass the six-agent limit. */
async function insertWithinLimit(
  deps: AgentsDeps,
  userId: string,
  build: (tx: repo.Queryable) => Promise<repo.NewAgentRow>,
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
    return agentFromTemplate(userId, input.agentName, template);
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
  if (row.vapiAgentId) {
    try {
      await deps.voice.deleteAssistant(row.vapiAgentId);
    } catch {
      throw new AppError(
        'UPSTREAM_FAILED',
        'The agent could not be removed from the voice platform. Please try again.',
      );
    }
  }
  await repo.deleteAgentRow(deps.db, userId, id);
  await deleteAgentAvatar(deps.storage, row);
}

/** Soft delete: hidden from lists, data kept (spec section 4 "Agent lifecycle"). */
export async function softDeleteAgent(deps: AgentsDeps, userId: string, id: string) {
  await requireAgent(deps, userId, id);
  await repo.updateAgent(deps.db, userId, id, { isDeleted: true });
}

export async function listTemplates(deps: AgentsDeps) {
  const rows = await repo.listVisibleTemplates(deps.db);
  return rows.map((row) => ({ id: row.id, industry: row.industry, label: templateLabel(row.industry) }));
}

/** Re-pushes an agent whose assistant could not be created or updated. */
export async function retrySync(deps: AgentsDeps, userId: string, id: string) {
  const row = await requireAgent(deps, userId, id);
  if (row.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  const synced = await syncAgent(deps, row);
  return { agent: repo.toAgent(synced.row), error: synced.error };
}
