import { AGENT_NOT_FOUND, MAX_AGENTS } from '@portal/shared/agents/agent';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { SyncDeps } from './agent-sync.service.ts';
import { findAgent } from './agents.repo.ts';

export type AgentsDeps = SyncDeps & {
  db: Database;
  storage: Storage;
  /**
   * Brings the owner's numbers to the routing their agents ask for, once an agent starts or stops
   * recognising returning callers (the phone numbers' call screening; wired at startup, since
   * that module builds on this one).
   */
  routeOwnerNumbers?: (userId: string) => Promise<unknown>;
};

export { AGENT_NOT_FOUND };
export const AGENT_LIMIT_REACHED = `You already have ${MAX_AGENTS} agents, the most a plan allows. Delete one to create another.`;

/** The caller's agent, deleted or not; another user's agent is 'not found', never 'forbidden'. */
export async function requireAgent(deps: Pick<AgentsDeps, 'db'>, userId: string, id: string) {
  const row = await findAgent(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return row;
}
