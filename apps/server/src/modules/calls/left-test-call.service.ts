import type { LeftTestCall } from '@portal/shared/test-calls';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { VoicePlatformError, type VoiceCall, type VoicePlatform } from '../../providers/voice/voice.ts';
import { ownerOfAssistant, upsertCallRecord } from './call-records.repo.ts';
import { closeOpenCall, findCallEnd } from './open-calls.repo.ts';
import { platformEnd } from './platform-end.pure.ts';

export type LeftTestCallDeps = { db: Database; logger: Logger; voice: Pick<VoicePlatform, 'getCall'> };

/**
 * How a test call ends when its page goes (a reload, a closed tab) before anyone pressed End Call:
 * the caller left, which is how the voice platform itself ends a web call whose browser leaves.
 */
const CALLER_LEFT = 'customer-ended-call';

const NOT_FOUND = 'Call not found.';

async function platformCall(deps: LeftTestCallDeps, callId: string): Promise<VoiceCall | null> {
  try {
    return await deps.voice.getCall(callId);
  } catch (error) {
    if (!(error instanceof VoicePlatformError)) throw error;
    deps.logger.warn({ err: error, callId }, 'the voice platform could not say how a left test call ended');
    return null;
  }
}

/**
 * Ends, in the owner's call history, the test call a page of theirs left while it was on: with the
 * end the platform reports when it has ended it, else as ended by the caller leaving. A call the
 * history had already closed stays as it was. Only the owner's own web calls are found.
 */
export async function endLeftTestCall(deps: LeftTestCallDeps, userId: string, callId: string): Promise<LeftTestCall> {
  const call = await platformCall(deps, callId);
  const owner = call ? await ownerOfAssistant(deps.db, call.assistantId) : undefined;
  if (call && (call.type !== 'webCall' || owner?.userId !== userId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const end = platformEnd(call) ?? { endedReason: CALLER_LEFT };
  const recorded = await findCallEnd(deps.db, userId, callId);
  if (recorded) {
    await closeOpenCall(deps.db, recorded.id, end);
  } else if (owner && call?.status !== 'queued') {
    // None of the call's messages reached us: the history gets the call now (one that never
    // started is no call to record).
    await upsertCallRecord(deps.db, {
      vapiCallId: callId,
      userId,
      agentId: owner.agentId,
      type: 'webCall',
      status: 'ended',
      ...end,
    });
  }
  const closed = await findCallEnd(deps.db, userId, callId);
  if (!closed) throw new AppError('NOT_FOUND', NOT_FOUND);
  return closed;
}
