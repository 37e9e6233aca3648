import { cardForQuestion, type KnowledgeGapList } from '@portal/shared/knowledge-gaps';
import type { Database } from '../../db/client.ts';
import { getAgent } from '../agents/agents.service.ts';
import * as repo from './knowledge-gaps.repo.ts';

/** `now` sets the window of recent calls the questions are taken from. */
export type KnowledgeGapsDeps = { db: Database; now: () => Date };

/** The questions the owner's agent could not answer lately, each with the card its answer belongs on. */
export async function listKnowledgeGaps(deps: KnowledgeGapsDeps, userId: string, agentId: string) {
  // Another owner's agent, or no agent, is "not found", as on every agent route.
  await getAgent(deps, userId, agentId);
  const rows = await repo.listKnowledgeGaps(deps.db, userId, agentId, deps.now());
  return {
    gaps: rows.map((row) => ({
      key: row.key,
      question: row.question,
      count: row.count,
      lastAskedAt: row.lastAskedAt.toISOString(),
      cardKey: cardForQuestion(row.question),
    })),
  } satisfies KnowledgeGapList;
}

/** The owner answered a question: it leaves the list until a caller asks it again. */
export async function resolveKnowledgeGap(deps: KnowledgeGapsDeps, userId: string, agentId: string, key: string) {
  await getAgent(deps, userId, agentId);
  await repo.resolveKnowledgeGap(deps.db, userId, agentId, key);
}
