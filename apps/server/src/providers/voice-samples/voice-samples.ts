import type { VoiceOption } from '@portal/shared/agents/voices.plain';

/**
 * Samples of the product's voices as our services see them: audio of a text spoken by one voice.
 * Where the audio comes from (the voice's own provider, or an offline approximation) is the
 * sampler's business (docs/vendors.md#voice-samples).
 */

export type SampleVoice = Pick<VoiceOption, 'dataId' | 'name' | 'provider'>;

export type SpokenSample = {
  audio: Uint8Array<ArrayBuffer>;
  contentType: 'audio/wav' | 'audio/mpeg';
  /** True when a simple synthesiser imitated the voice, not the voice itself. */
  approximate: boolean;
};

export type VoiceSampler = {
  /**
   * What makes this voice's samples (engine and settings). It is part of the cache key, so a
   * sample made another way (a new key, changed settings) is made afresh rather than served.
   */
  sourceOf(voice: SampleVoice): string;
  speak(voice: SampleVoice, text: string): Promise<SpokenSample>;
};

/** A sample that could not be made: `busy` when the synthesiser is saturated, else a failure. */
export class VoiceSampleError extends Error {
  constructor(
    readonly reason: 'busy' | 'failed',
    message: string,
  ) {
    super(message);
  }
}
