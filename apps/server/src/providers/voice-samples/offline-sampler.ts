import { speakOffThread } from './espeak-pool.ts';
import { DEFAULT_STYLE, describeStyle, PRODUCT_VOICE_STYLES } from './offline-voices.ts';
import type { SampleVoice, VoiceSampler } from './voice-samples.ts';

const styleOf = (voice: SampleVoice) => PRODUCT_VOICE_STYLES[voice.dataId] ?? DEFAULT_STYLE;

/**
 * Samples made on this server by eSpeak NG, with no vendor and no network: an approximation of
 * each voice, told apart by its own variant, pitch and pace (offline-voices.ts).
 */
export function createOfflineSampler(): VoiceSampler {
  return {
    sourceOf: (voice) => `espeak-ng ${describeStyle(styleOf(voice))}`,
    async speak(voice, text) {
      const audio = await speakOffThread(text, styleOf(voice));
      return { audio, contentType: 'audio/wav', approximate: true };
    },
  };
}
