import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.ts';

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));

export type HttpRun = LoadResult & {
  url: string;
  /** False when non-2xx answers (or socket errors) make up most of the run: its figures say nothing. */
  valid: boolean;
  note?: string;
};

/** Runs one autocannon job in a child process (tsx loader) and returns its summary. */
export function runLoad(job: LoadJob): Promise<HttpRun> {
  return new Promise((resolve, reject) => {
    const child = fork(loadScript, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const timer = setTimeout(
      () => {
        child.kill('SIGKILL');
        if (!settled) reject(new Error(`load generator did not finish for ${job.url}`));
        settled = true;
      },
      (job.warmupSeconds + job.durationSeconds + 30) * 1000,
    );
    child.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      clearTimeout(timer);
      settled = true;
      if (!message.ok) return reject(new Error(message.error));
      resolve(judge(job.url, message.result));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!settled) reject(new Error(`load generator exited with ${code} for ${job.url}`));
      settled = true;
    });
    child.send(job);
  });
}

function judge(url: string, result: LoadResult): HttpRun {
  const answered = result.ok2xx + result.non2xx;
  const failures = result.non2xx + result.errors + result.timeouts;
  const valid = answered > 0 && result.ok2xx > failures;
  const codes = Object.entries(result.statusCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  return {
    ...result,
    url,
    valid,
    ...(valid
      ? {}
      : { note: `mostly not 2xx (${codes || 'no answers'}; ${result.errors} errors), so the figures are invalid` }),
  };
}
