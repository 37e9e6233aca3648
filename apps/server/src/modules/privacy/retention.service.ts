import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError } from '../../providers/voice/voice.ts';
import { deleteCallArtifacts, type CallDeletionDeps } from './call-deletion.service.ts';
import { expiringCalls, findPrivacySettings, ownersWithRetention, type ExpiringCall } from './privacy.repo.ts';
import { retentionCutoff } from './retention.pure.ts';

export type RetentionDeps = CallDeletionDeps & { logger: Logger };

/** Calls read at a time: each is deleted on its own, so no transaction is held across a batch. */
const BATCH = 100;

/**
 * Deletes the recordings and transcripts the owner's retention has run out for, at the voice
 * platform and here, a batch at a time, oldest first. A call the platform fails to delete is
 * passed over and left for the next run; any other failure stops the run (the job is tried again).
 * Answers how many were deleted and how many were left.
 */
export async function sweepOwner(deps: RetentionDeps, userId: string) {
  const settings = await findPrivacySettings(deps.db, userId);
  const before = retentionCutoff(deps.now(), settings?.retentionDays ?? null);
  let deleted = 0;
  let failed = 0;
  if (!before) return { deleted, failed };
  let after: ExpiringCall | null = null;
  for (;;) {
    const batch = await expiringCalls(deps.db, userId, before, after, BATCH);
    for (const call of batch) {
      try {
        await deleteCallArtifacts(deps, call);
        deleted += 1;
      } catch (error) {
        if (!(error instanceof VoicePlatformError)) throw error;
        failed += 1;
        deps.logger.warn({ err: error, callId: call.id }, 'retention: the voice platform could not delete a call');
      }
    }
    after = batch.at(-1) ?? null;
    if (batch.length < BATCH) break;
  }
  if (deleted || failed) deps.logger.info({ userId, deleted, failed }, 'retention: old recordings deleted');
  return { deleted, failed };
}

/** The owners whose retention is limited, each to be swept by a job of their own. */
export async function ownersToSweep(deps: Pick<RetentionDeps, 'db'>) {
  return (await ownersWithRetention(deps.db)).map((owner) => owner.userId);
}
