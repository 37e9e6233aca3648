import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError, type AssistantSpec, type VoicePlatform } from '../../providers/voice/voice.ts';
import type { Queryable } from '../../db/client.ts';
import { updateAgent, isCalendarConnected, type AgentRow } from './agents.repo.ts';
import { compileAssistant } from './compile/compile-assistant.ts';

export type SyncDeps = {
  db: Queryable;
  voice: VoicePlatform;
  logger: Logger;
  webhookUrl: string;
  webhookSecret: string;
};

export type SyncResult = { row: AgentRow; error: string | null };

/**
 * What the owner reads: what failed, that the edit is safe, what happens next. The vendor's own
 * words (paths, ids, validation details) go to the log only.
 */
const describe = (error: unknown) =>
  error instanceof VoicePlatformError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? 'Your changes are saved, but the voice platform did not accept the updated assistant. It will be tried again automatically; if this message stays, contact support.'
    : 'Your changes are saved, but the voice platform could not be reached to update the assistant. It will be tried again automatically.';

/** Updates the assistant, or creates it when there is none or the platform no longer has it. */
async function pushAssistant(voice: VoicePlatform, assistantId: string | null, spec: AssistantSpec) {
  if (assistantId) {
    try {
      return await voice.updateAssistant(assistantId, spec);
    } catch (error) {
      if (!(error instanceof VoicePlatformError && error.status === 404)) throw error;
    }
  }
  return voice.createAssistant(spec);
}

/**
 * Pushes the compiled assistant to the voice platform: created when the agent has none (or the
 * platform lost it), updated otherwise. The database stays the source of truth: a failure is
 * recorded on the agent (sync_error) and retried later, never thrown at the user's edit.
 */
export async function syncAgent(deps: SyncDeps, row: AgentRow): Promise<SyncResult> {
  const spec = compileAssistant(row, {
    userId: row.userId,
    calendarConnected: await isCalendarConnected(deps.db, row.userId),
    webhookUrl: deps.webhookUrl,
    webhookSecret: deps.webhookSecret,
  });
  try {
    const assistantId = (await pushAssistant(deps.voice, row.vapiAgentId, spec)).id;
    const updated = await updateAgent(deps.db, row.userId, row.id, {
      vapiAgentId: assistantId,
      syncedAt: new Date(),
      syncError: null,
    });
    return { row: updated ?? row, error: null };
  } catch (error) {
    const message = describe(error);
    deps.logger.warn({ err: error, agentId: row.id }, 'assistant sync failed');
    const updated = await updateAgent(deps.db, row.userId, row.id, { syncError: message });
    return { row: updated ?? row, error: message };
  }
}
