import OpenAI from 'openai';
import { VoiceSampleError, type VoiceSampler } from './voice-samples.ts';

export type OpenAiSpeechOptions = {
  apiKey: string;
  /** `https://api.openai.com/v1`, or `${origin}/sandbox/openai/v1` for the emulator. */
  baseURL: string;
  /** True when baseURL is the emulator, whose audio only imitates the voice. */
  approximate: boolean;
  timeoutMs?: number;
};

/** OpenAI's current speech model; it speaks every voice the product maps to OpenAI (voices.ts). */
export const SPEECH_MODEL = 'gpt-4o-mini-tts';

/**
 * Samples of the voices the assistant speaks with through OpenAI, made by OpenAI's own speech
 * endpoint with the same voice (docs/vendors.md#openai-speech), through the official client.
 * WAV, not OpenAI's default MP3: every browser plays it and the emulator can write it.
 */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): VoiceSampler {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: 1,
  });
  return {
    sourceOf: (voice) => `openai ${SPEECH_MODEL} ${voice.provider.voiceId}${options.approximate ? ' sandbox' : ''}`,
    async speak(voice, text) {
      try {
        const response = await client.audio.speech.create({
          model: SPEECH_MODEL,
          voice: voice.provider.voiceId,
          input: text,
          response_format: 'wav',
        });
        const audio = new Uint8Array(await response.arrayBuffer());
        if (audio.byteLength === 0) throw new Error('OpenAI answered without audio');
        return { audio, contentType: 'audio/wav', approximate: options.approximate };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const busy = error instanceof OpenAI.APIError && error.status === 429;
        throw new VoiceSampleError(busy ? 'busy' : 'failed', `OpenAI speech for ${voice.provider.voiceId}: ${reason}`);
      }
    },
  };
}
