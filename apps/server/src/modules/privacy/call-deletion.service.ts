import { isUuid } from '@portal/shared/api';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError, type VoicePlatform } from '../../providers/voice/voice.ts';
import { clearCallArtifacts, findOwnedCall } from './privacy.repo.ts';

export type CallDeletionDeps = {
  db: Database;
  logger: Logger;
  voice: Pick<VoicePlatform, 'deleteCall'>;
  now: () => Date;
};

/**
 * Deletes a call's recording and transcript at the voice platform (the whole call there: Vapi's
 * DELETE /call/{id} erases its recordings too), then here; the row stays without them, so the
 * call still counts in usage and analytics. The platform first: when it fails nothing is cleared
 * here, and the call is tried again (the next retention run, or the owner's next click). The
 * portal keeps no file of a call of its own: the recording is only ever at the platform.
 */
export async function deleteCallArtifacts(deps: CallDeletionDeps, call: { id: string; vapiCallId: string }) {
  await deps.voice.deleteCall(call.vapiCallId);
  await clearCallArtifacts(deps.db, call.id, deps.now());
}

const NOT_FOUND = 'Call not found.';

/** The owner deletes one call's recording and transcript by hand; another owner's call is not found. */
export async function deleteOwnedCall(deps: CallDeletionDeps, userId: string, id: string) {
  const call = isUuid(id) ? await findOwnedCall(deps.db, userId, id) : undefined;
  if (!call) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (call.deletedAt) return;
  try {
    await deleteCallArtifacts(deps, call);
  } catch (error) {
    if (!(error instanceof VoicePlatformError)) throw error;
    deps.logger.warn({ err: error, callId: call.id }, 'the voice platform could not delete a call');
    throw new AppError(
      'UPSTREAM_FAILED',
      'The voice platform could not delete this call just now, so nothing was deleted. Try again shortly.',
    );
  }
}
