import { createHash } from 'node:crypto';
import type { Logger } from '../../lib/logger.ts';
import type { AssistantSpec, VoicePlatform } from '../../providers/voice/voice.ts';
import type { AgentRow } from './agents.repo.ts';
import type { KnowledgeBaseSpec } from './compile/knowledge-base.pure.ts';

/** What the platform holds of an agent's knowledge base, as recorded on the agent row. */
export type KnowledgeIds = {
  vapiKnowledgeFileId: string | null;
  vapiKnowledgeToolId: string | null;
  vapiKnowledgeDigest: string | null;
};

type KnowledgeDeps = { voice: VoicePlatform; logger: Logger };

const NONE: KnowledgeIds = { vapiKnowledgeFileId: null, vapiKnowledgeToolId: null, vapiKnowledgeDigest: null };

export const recordedKnowledge = (row: AgentRow): KnowledgeIds => ({
  vapiKnowledgeFileId: row.vapiKnowledgeFileId,
  vapiKnowledgeToolId: row.vapiKnowledgeToolId,
  vapiKnowledgeDigest: row.vapiKnowledgeDigest,
});

const digestOf = (spec: KnowledgeBaseSpec) =>
  createHash('sha256')
    .update(JSON.stringify([spec.file, spec.name, spec.description]))
    .digest('hex');

/**
 * The file and query tool the assistant is pushed with: none without a knowledge base, the
 * recorded ones when the knowledge did not change since they were made, else new ones (the old
 * ones stay until the assistant no longer names them).
 */
async function prepare(voice: VoicePlatform, row: AgentRow, spec: KnowledgeBaseSpec | null): Promise<KnowledgeIds> {
  if (!spec) return NONE;
  const digest = digestOf(spec);
  const recorded = recordedKnowledge(row);
  if (recorded.vapiKnowledgeDigest === digest && recorded.vapiKnowledgeFileId && recorded.vapiKnowledgeToolId) {
    return recorded;
  }
  const file = await voice.uploadKnowledgeFile(spec.file);
  try {
    const tool = await voice.createKnowledgeTool({
      name: spec.name,
      description: spec.description,
      fileIds: [file.id],
    });
    return { vapiKnowledgeFileId: file.id, vapiKnowledgeToolId: tool.id, vapiKnowledgeDigest: digest };
  } catch (error) {
    await voice.deleteFile(file.id).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes what `stale` holds and `kept` does not: the tool first, since it names the file. Best
 * effort: a failure leaves an unused file or tool on the platform, never a broken assistant.
 */
export async function removeKnowledge(deps: KnowledgeDeps, stale: KnowledgeIds, kept: KnowledgeIds = NONE) {
  try {
    if (stale.vapiKnowledgeToolId && stale.vapiKnowledgeToolId !== kept.vapiKnowledgeToolId) {
      await deps.voice.deleteTool(stale.vapiKnowledgeToolId);
    }
    if (stale.vapiKnowledgeFileId && stale.vapiKnowledgeFileId !== kept.vapiKnowledgeFileId) {
      await deps.voice.deleteFile(stale.vapiKnowledgeFileId);
    }
  } catch (error) {
    deps.logger.warn({ err: error, ...stale }, 'knowledge-base file or tool not deleted');
  }
}

/**
 * Pushes the assistant with its knowledge base: the query tool is attached by id (Vapi keeps it
 * apart from the assistant). New files and tools are removed again when the push fails, so only
 * those recorded on the agent ever exist; the ones they replace are the caller's to remove once
 * the new ids are recorded.
 */
export async function pushWithKnowledge<T>(
  deps: KnowledgeDeps,
  row: AgentRow,
  spec: AssistantSpec,
  knowledge: KnowledgeBaseSpec | null,
  push: (spec: AssistantSpec) => Promise<T>,
): Promise<{ pushed: T; knowledge: KnowledgeIds }> {
  const ids = await prepare(deps.voice, row, knowledge);
  const toolIds = ids.vapiKnowledgeToolId ? [ids.vapiKnowledgeToolId] : undefined;
  try {
    const pushed = await push({ ...spec, model: { ...spec.model, ...(toolIds ? { toolIds } : {}) } });
    return { pushed, knowledge: ids };
  } catch (error) {
    await removeKnowledge(deps, ids, recordedKnowledge(row));
    throw error;
  }
}
