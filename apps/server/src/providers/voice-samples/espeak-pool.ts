import { Piscina } from 'piscina';
import type { OfflineStyle } from './offline-voices.ts';
import { VoiceSampleError } from './voice-samples.ts';

/**
 * Offline speech off the event loop, in one worker thread: samples are cached after their first
 * synthesis, so one thread is plenty, and it holds eSpeak's data (about 80 MB) only while it is
 * used. A sample that overruns its budget stops the thread, and a full queue refuses at once.
 */
export const ESPEAK_LIMITS = { budgetMs: 15_000, queue: 16, idleMs: 60_000 };

// The worker is TypeScript: it needs the same loader as the server (tsx), which `npm start`
// already passes to every thread and tests do not.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];

let pool: Piscina | undefined;

const getPool = () =>
  (pool ??= new Piscina({
    filename: new URL('./espeak-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: ESPEAK_LIMITS.queue,
    idleTimeout: ESPEAK_LIMITS.idleMs,
    execArgv,
  }));

/** WAV audio of `text` in the given style. */
export async function speakOffThread(text: string, style: OfflineStyle): Promise<Uint8Array<ArrayBuffer>> {
  const workers = getPool();
  if (workers.queueSize >= ESPEAK_LIMITS.queue) {
    throw new VoiceSampleError('busy', 'The offline speech synthesiser has too many samples queued');
  }
  try {
    const audio = (await workers.run(
      { text, style },
      { signal: AbortSignal.timeout(ESPEAK_LIMITS.budgetMs) },
    )) as Uint8Array<ArrayBuffer>;
    return audio;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new VoiceSampleError('failed', `The offline speech synthesiser failed: ${reason}`);
  }
}

/** Stops the thread (at shutdown and after tests). */
export async function closeEspeakPool() {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
