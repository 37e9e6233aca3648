import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ScrapeError } from './scrape.ts';

/**
 * Page extraction off the event loop: a small pool of worker threads, a time budget per page, and
 * a worker that overruns it is stopped (piscina terminates the thread of an aborted task). The
 * queue is short on purpose: when every thread is busy and the queue is full, the next page is
 * refused at once instead of waiting behind pages that may never finish.
 */
export const EXTRACT_LIMITS = {
  budgetMs: 4000,
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 8,
};

// The worker is TypeScript: it needs the same loader as the server (tsx), which `npm start`
// already passes to every thread and tests do not.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];

let pool: Piscina | undefined;

const getPool = () =>
  (pool ??= new Piscina({
    filename: new URL('./extract-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: EXTRACT_LIMITS.threads,
    maxQueue: EXTRACT_LIMITS.queue,
    idleTimeout: 30_000,
    execArgv,
  }));

export type ExtractedPage = { title: string; text: string };

export function extractOffThread(html: string, budgetMs = EXTRACT_LIMITS.budgetMs): Promise<ExtractedPage> {
  return runOffThread<ExtractedPage>(undefined, html, budgetMs);
}

/**
 * Runs the default export of `workerFile` (a module URL; the page extractor when undefined) on
 * one of the same threads, with the same time budget and queue.
 */
export async function runOffThread<T>(workerFile: string | undefined, task: unknown, budgetMs: number): Promise<T> {
  const workers = getPool();
  if (workers.queueSize >= EXTRACT_LIMITS.queue) {
    throw new ScrapeError('busy', 'Too many pages are being analysed right now. Please try again in a minute.');
  }
  // The budget is for reading the page, not for starting a thread and loading the reader: on a
  // busy server that alone can take seconds, and a page must not be called too complex for it.
  await workers.run(null, { filename: workerFile });
  try {
    return (await workers.run(task, { filename: workerFile, signal: AbortSignal.timeout(budgetMs) })) as T;
  } catch (error) {
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      throw new ScrapeError('too_complex', 'This page is too complex to read. Try a simpler page of the site.');
    }
    throw error;
  }
}

/** Stops the threads (at shutdown and after tests). */
export async function closeExtractPool() {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
