import initialize, { type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import type { OfflineStyle } from './offline-voices.ts';
import { pcm16ToWav } from './wav.ts';

/** eSpeak NG speaks at this rate, whatever the voice. */
const SAMPLE_RATE = 22_050;

let engine: Promise<EspeakWorker> | undefined;

// eSpeak reads its input as SSML: the owner's text is escaped so it is spoken, never obeyed.
const escapeSsml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export type SpeakTask = { text: string; style: OfflineStyle };

/**
 * Runs in a worker thread (espeak-pool.ts): loading eSpeak (its 23 MB of language data) and
 * synthesising take tenths of a second of CPU each, which must not hold up requests.
 */
export default async function speakInWorker({ text, style }: SpeakTask): Promise<Uint8Array<ArrayBuffer>> {
  const espeak = await (engine ??= initialize().then((module) => new module.eSpeakNGWorker()));
  espeak.set_voice(style.voice);
  espeak.set_rate(style.rate);
  espeak.set_pitch(style.pitch);
  espeak.set_range(style.range);
  const chunks: Int16Array[] = [];
  espeak.synthesize(escapeSsml(text), (samples) => {
    // The engine reuses its buffer: each chunk is copied before the next one overwrites it.
    if (samples && samples.length > 0) chunks.push(samples.slice());
  });
  return pcm16ToWav(chunks, SAMPLE_RATE);
}
