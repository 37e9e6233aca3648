import type { VoiceCall } from '../../providers/voice/voice.ts';
import type { CallEnd } from './open-calls.repo.ts';

/** What the history says of a call whose end report never came, when the platform cannot tell either. */
export const NO_END_REPORT = 'no-end-report';

export const dateOf = (value: string | null | undefined) => {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** Whole seconds from start to end; the platform reports no duration of its own. */
export const secondsBetween = (startedAt: Date | null, endedAt: Date | null) =>
  startedAt && endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null;

/**
 * The end of a call as the platform reports it now (its own reason, times and cost), or undefined
 * while the platform has not ended it.
 */
export function platformEnd(call: VoiceCall | null): CallEnd | undefined {
  if (call?.status !== 'ended') return undefined;
  const startedAt = dateOf(call.startedAt);
  const endedAt = dateOf(call.endedAt);
  return {
    endedReason: call.endedReason ?? NO_END_REPORT,
    startedAt,
    endedAt,
    callDurationSeconds: secondsBetween(startedAt, endedAt),
    cost: call.cost === null ? null : String(call.cost),
  };
}
