import { speakOffThread } from './espeak-pool.ts';
import { DEFAULT_STYLE, OPENAI_VOICE_STYLES } from './offline-voices.ts';

/**
 * Speaks as one of OpenAI's voices, offline (eSpeak NG, off the main thread): what the OpenAI
 * emulator answers its speech endpoint with, so sandbox samples sound like the voice chosen.
 */
export function speakOffline(text: string, voice: string, speed: number): Promise<Uint8Array<ArrayBuffer>> {
  const style = OPENAI_VOICE_STYLES[voice] ?? DEFAULT_STYLE;
  return speakOffThread(text, { ...style, rate: Math.round(style.rate * speed) });
}
