import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { ParsedDocument, ParseOutcome, ParseTask } from './parse-document.ts';

/**
 * PDF and Word parsing off the event loop, in a small pool of worker threads. A parse that runs
 * over its time budget is aborted and its thread terminated (piscina does this for an aborted
 * task), and each thread has a memory ceiling, so a crafted file (a zip bomb, a PDF whose objects
 * refer to each other forever) costs one thread, never the server.
 */
export const PARSE_POOL_LIMITS = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 16,
  memoryMb: 512,
};

// The worker is TypeScript: it needs the same loader as the server (tsx), which `npm start`
// already passes to every thread and tests do not.
const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];

let pool: Piscina | undefined;

const getPool = () =>
  (pool ??= new Piscina({
    filename: new URL('./parse-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: PARSE_POOL_LIMITS.threads,
    maxQueue: PARSE_POOL_LIMITS.queue,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_POOL_LIMITS.memoryMb },
    execArgv,
  }));

export async function parseOffThread(task: ParseTask, budgetMs: number): Promise<ParsedDocument> {
  const workers = getPool();
  // A full queue means the server is already busy reading documents: refusing now is kinder
  // than a wait that would end in a timeout anyway.
  if (workers.queueSize >= PARSE_POOL_LIMITS.queue) throw new DocumentError('timeout', DOCUMENT_MESSAGES.busy);
  let outcome: ParseOutcome;
  try {
    outcome = (await workers.run(task, { signal: AbortSignal.timeout(budgetMs) })) as ParseOutcome;
  } catch (error) {
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      throw new DocumentError('timeout', DOCUMENT_MESSAGES.timeout);
    }
    // A file that needs more memory than any menu or price list is not one we can read.
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new DocumentError('unreadable', DOCUMENT_MESSAGES.unreadable);
    }
    throw error;
  }
  if (!outcome.ok) throw new DocumentError(outcome.kind, outcome.message);
  return outcome.document;
}

/** Stops the threads (at shutdown and after tests). */
export async function closeParsePool() {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
