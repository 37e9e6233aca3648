import type { SampleVoice, VoiceSampler } from './voice-samples.ts';

/**
 * Each voice's samples from the best source at hand: a voice the assistant speaks through OpenAI
 * by OpenAI's speech endpoint when OpenAI is configured for real; every other voice offline. Vapi's
 * own voices have no such source: Vapi's API offers neither a speech endpoint nor their preview
 * audio (docs/vendors.md#voice-samples), so they are always approximated.
 */
export function createVoiceSampler(samplers: { offline: VoiceSampler; openai?: VoiceSampler }): VoiceSampler {
  const pick = (voice: SampleVoice) =>
    voice.provider.provider === 'openai' && samplers.openai ? samplers.openai : samplers.offline;
  return {
    sourceOf: (voice) => pick(voice).sourceOf(voice),
    speak: (voice, text) => pick(voice).speak(voice, text),
  };
}
