import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  PLATFORM_DEFAULT_MAX_DURATION_SECONDS,
  VoicePlatformError,
  type VoicePlatform,
} from '../../providers/voice/voice.ts';
import { closeOpenCall, listOpenCalls, type OpenCall } from './open-calls.repo.ts';
import { NO_END_REPORT, platformEnd } from './platform-end.pure.ts';

export type StaleCallsDeps = {
  db: Database;
  logger: Logger;
  voice: Pick<VoicePlatform, 'getCall' | 'getAssistant'>;
  now: () => Date;
};

/** The shortest maximum an assistant can have on Vapi (its schema's minimum maxDurationSeconds). */
const SHORTEST_MAXIMUM_SECONDS = 10;
/** After the platform hangs up, its end report arrives within seconds; this long it is waited for. */
const REPORT_GRACE_SECONDS = 60;
/** Calls looked at in one run; the others wait for the next. */
const CALLS_PER_RUN = 200;

/**
 * Each assistant's maximum call length, asked of the platform once per run: the assistant's
 * `maxDurationSeconds`, or the platform's default when it sets none, is gone, or cannot be read.
 */
function maximumDurations(deps: StaleCallsDeps) {
  const known = new Map<string, Promise<number>>();
  const read = async (assistantId: string) => {
    try {
      const seconds = (await deps.voice.getAssistant(assistantId))?.maxDurationSeconds;
      return typeof seconds === 'number' ? seconds : PLATFORM_DEFAULT_MAX_DURATION_SECONDS;
    } catch (error) {
      if (!(error instanceof VoicePlatformError)) throw error;
      deps.logger.warn({ err: error, assistantId }, "assistant's maximum call length unknown; the default is used");
      return PLATFORM_DEFAULT_MAX_DURATION_SECONDS;
    }
  };
  return (assistantId: string | null) => {
    if (!assistantId) return Promise.resolve(PLATFORM_DEFAULT_MAX_DURATION_SECONDS);
    if (!known.has(assistantId)) known.set(assistantId, read(assistantId));
    return known.get(assistantId)!;
  };
}

/** The platform's own account of a call's end; a clear "no report" when it has none to give. */
async function endOf(deps: StaleCallsDeps, call: OpenCall) {
  try {
    return platformEnd(await deps.voice.getCall(call.vapiCallId)) ?? { endedReason: NO_END_REPORT };
  } catch (error) {
    if (!(error instanceof VoicePlatformError)) throw error;
    deps.logger.warn({ err: error, callId: call.vapiCallId }, 'the voice platform could not say how a call ended');
    return { endedReason: NO_END_REPORT };
  }
}

/**
 * Closes the calls the history still shows in progress although the platform must have ended them:
 * past their assistant's maximum length (and the time its report takes), the end report was lost
 * (a reload mid test call, a webhook that never arrived). Each is closed with the end the
 * platform reports for it, or as ended without a report. Run on a schedule by the job queue.
 */
export async function closeStaleCalls(deps: StaleCallsDeps) {
  const now = deps.now().getTime();
  const earliestEnd = new Date(now - (SHORTEST_MAXIMUM_SECONDS + REPORT_GRACE_SECONDS) * 1000);
  const open = await listOpenCalls(deps.db, earliestEnd, CALLS_PER_RUN);
  const maximumOf = maximumDurations(deps);
  let closed = 0;
  for (const call of open) {
    const limitSeconds = await maximumOf(call.assistantId);
    if (now < call.openedAt.getTime() + (limitSeconds + REPORT_GRACE_SECONDS) * 1000) continue;
    if (await closeOpenCall(deps.db, call.id, await endOf(deps, call))) closed += 1;
  }
  if (closed) deps.logger.info({ closed }, 'calls whose end report never came closed');
  return closed;
}
