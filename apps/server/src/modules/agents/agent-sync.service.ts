import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError, type AssistantSpec, type VoicePlatform } from '../../providers/voice/voice.ts';
import type { Queryable } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import { recordingLiveStates } from '../go-live/live-state.service.ts';
import { claimPush, isCalendarConnected, recordSync, releasePush, type AgentRow } from './agents.repo.ts';
import { compileAssistant } from './compile/compile-assistant.pure.ts';
import { compileKnowledgeBase } from './compile/knowledge-base.pure.ts';
import { pushWithKnowledge, recordedKnowledge, removeKnowledge } from './knowledge-sync.service.ts';

export type SyncDeps = {
  db: Queryable;
  voice: VoicePlatform;
  logger: Logger;
  webhookUrl: string;
  webhookSecret: string;
  /** Where a failed push is queued to be tried again; without it the sweep finds it later. */
  jobs?: Pick<JobQueue, 'send'>;
};

export const AGENT_SYNC_JOB = 'agent-sync';

/**
 * Pushes in a row for one sync while edits keep landing during each push. Past this, the agent
 * is left out of date for the retry job rather than pushed on without end.
 */
const MAX_PUSHES = 10;

/**
 * The agent's push lease is short and renewed while the push runs, so a server killed mid-push
 * holds up the next push (the queued retry, 30 s later) by seconds, not by a platform timeout.
 */
export const PUSH_LEASE_SECONDS = 10;
const LEASE_RENEWAL_MS = 3_000;

/**
 * `deferred`: another push of this agent was in flight, and pushes the newest version when it
 * lands (its loop reads the row again); a retry is queued in case that server dies first.
 */
export type SyncResult = { row: AgentRow; error: string | null; deferred?: boolean };

/**
 * What the owner reads: what failed, that the edit is safe, what happens next. The vendor's own
 * words (paths, ids, validation details) go to the log only.
 */
const describe = (error: unknown) =>
  error instanceof VoicePlatformError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? 'Your changes are saved, but the voice platform did not accept the updated assistant. It will be tried again automatically; if this message stays, contact support.'
    : 'Your changes are saved, but the voice platform could not be reached to update the assistant. It will be tried again automatically.';

/** Assistants made up to this long before the agent row count as its own (clocks differ). */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

/** A failure after which the platform may have done the work: no answer, or a server error. */
const mayHaveLanded = (error: unknown) =>
  error instanceof VoicePlatformError && (error.status === 0 || error.status >= 500);

const findOwnAssistant = (voice: VoicePlatform, row: AgentRow) =>
  voice.findAgentAssistant(row.id, new Date(row.createdAt.getTime() - CLOCK_SKEW_MS));

/**
 * Updates the assistant, or creates it when there is none or the platform no longer has it.
 * Creating is made idempotent by the agent id in the assistant's metadata: a create whose answer
 * was lost (a timeout, a gateway error) may have made the assistant, so the platform is searched
 * for it right away, and again on the next sync if that search failed too, before another is made.
 */
async function pushAssistant(voice: VoicePlatform, row: AgentRow, spec: AssistantSpec) {
  let assistantId = row.vapiAgentId;
  if (!assistantId && row.syncError) assistantId = (await findOwnAssistant(voice, row))?.id ?? null;
  if (assistantId) {
    try {
      return await voice.updateAssistant(assistantId, spec);
    } catch (error) {
      if (!(error instanceof VoicePlatformError && error.status === 404)) throw error;
    }
  }
  try {
    return await voice.createAssistant(spec);
  } catch (error) {
    if (!mayHaveLanded(error)) throw error;
    const landed = await findOwnAssistant(voice, row).catch(() => null);
    if (!landed) throw error;
    return voice.updateAssistant(landed.id, spec);
  }
}

/**
 * Pushes the compiled assistant to the voice platform: created when the agent has none (or the
 * platform lost it), updated otherwise. The database stays the source of truth: a failure is
 * recorded on the agent (sync_error) and retried later, never thrown at the user's edit.
 */
export async function syncAgent(
  deps: SyncDeps,
  row: AgentRow,
  options: { queueRetry?: boolean } = {},
): Promise<SyncResult> {
  const claimed = await claimPush(deps.db, row.userId, row.id, PUSH_LEASE_SECONDS);
  if (!claimed) {
    await queueRetry(deps, row, options);
    return { row, error: null, deferred: true };
  }
  const renewal = setInterval(() => {
    claimPush(deps.db, row.userId, row.id, PUSH_LEASE_SECONDS, true).catch((failure: unknown) =>
      deps.logger.warn({ err: failure, agentId: row.id }, 'push lease not renewed'),
    );
  }, LEASE_RENEWAL_MS);
  renewal.unref();
  try {
    return await pushUntilCurrent(deps, claimed, options);
  } finally {
    clearInterval(renewal);
    await releasePush(deps.db, row.userId, row.id).catch((failure: unknown) =>
      deps.logger.warn({ err: failure, agentId: row.id }, 'push lease not released; it runs out'),
    );
  }
}

async function pushUntilCurrent(deps: SyncDeps, row: AgentRow, options: { queueRetry?: boolean }): Promise<SyncResult> {
  let current = row;
  for (let push = 1; ; push += 1) {
    const spec = compileAssistant(current, {
      userId: current.userId,
      calendarConnected: await isCalendarConnected(deps.db, current.userId),
      webhookUrl: deps.webhookUrl,
      webhookSecret: deps.webhookSecret,
    });
    try {
      const pushing = current;
      const { pushed, knowledge } = await pushWithKnowledge(
        deps,
        pushing,
        spec,
        compileKnowledgeBase(pushing),
        (body) => pushAssistant(deps.voice, pushing, body),
      );
      // The recorded row carries the version now in the database.
      const latest = await recordSync(deps.db, current.userId, current.id, {
        vapiAgentId: pushed.id,
        syncedAt: new Date(),
        syncError: null,
        syncedVersion: current.version,
        ...knowledge,
      });
      // The assistant no longer names the file and tool this push replaced.
      await removeKnowledge(deps, recordedKnowledge(current), knowledge);
      // An edit saved while this push travelled left its version to this push: push it too.
      if (!latest || latest.version <= current.version) return { row: latest ?? current, error: null };
      if (push >= MAX_PUSHES) {
        await queueRetry(deps, latest, options);
        return { row: latest, error: null };
      }
      current = latest;
    } catch (error) {
      const message = describe(error);
      deps.logger.warn({ err: error, agentId: current.id }, 'assistant sync failed');
      const recordFailure = () => recordSync(deps.db, current.userId, current.id, { syncError: message });
      // The first failure can stop a live agent from being ready: Home is told. Retries that fail
      // again change nothing there.
      const updated = current.syncError
        ? await recordFailure()
        : await recordingLiveStates(deps, current.userId, recordFailure);
      await queueRetry(deps, current, options);
      return { row: updated ?? current, error: message };
    }
  }
}

async function queueRetry(deps: SyncDeps, row: AgentRow, options: { queueRetry?: boolean }) {
  if (options.queueRetry === false || !deps.jobs) return;
  await deps.jobs
    .send(AGENT_SYNC_JOB, { userId: row.userId, agentId: row.id }, row.id)
    .catch((failure: unknown) => deps.logger.error({ err: failure }, 'assistant sync retry not queued'));
}
