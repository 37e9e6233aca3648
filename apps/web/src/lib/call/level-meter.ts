import { CALL_LEVEL } from './constants';

/** The meter's 0..1 volume from audio levels: their sum over the full scale, capped at 1. */
export function volumeFromLevels(levels: readonly number[]): number {
  const sum = levels.reduce((total, level) => total + Math.max(0, level), 0);
  return Math.min(1, sum / CALL_LEVEL.FULL_SCALE);
}

export type SpeechTransition = 'speech-start' | 'speech-end' | null;

/**
 * Speech from levels read every observer tick: speech starts above the threshold and ends after
 * the quiet period with no level above it.
 */
export function createSpeechDetector(
  threshold: number = CALL_LEVEL.SPEAKING_THRESHOLD,
  quietMs: number = CALL_LEVEL.SPEECH_END_MS,
) {
  let speaking = false;
  let lastLoudAt = 0;
  return {
    update(level: number, now: number): SpeechTransition {
      if (level > threshold) {
        lastLoudAt = now;
        if (speaking) return null;
        speaking = true;
        return 'speech-start';
      }
      if (speaking && now - lastLoudAt >= quietMs) {
        speaking = false;
        return 'speech-end';
      }
      return null;
    },
    get speaking() {
      return speaking;
    },
  };
}

/** Root-mean-square level of one block of samples (-1..1), the level the meter reads. */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
