/**
 * The load generator, run as a child process (forked by bench/http.ts) so autocannon has its own
 * event loop and core instead of competing with the server it measures. It receives one job over
 * IPC, runs a warm-up and then the measured run, and answers with a summary of the measured run.
 */
import autocannon from 'autocannon';

export type LoadJob = {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers: Record<string, string>;
};

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  statusCodes: Record<string, number>;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
};

async function run(job: LoadJob): Promise<LoadResult> {
  const options = { url: job.url, connections: job.connections, headers: job.headers, pipelining: 1 };
  if (job.warmupSeconds > 0) await autocannon({ ...options, duration: job.warmupSeconds });
  const result = await autocannon({ ...options, duration: job.durationSeconds });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats?.count ?? 0;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    statusCodes,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }, () => process.exit(1)),
  );
});
