/**
 * The API near its ceiling: the signed-in routes every page reads (`GET /api/agents`, the calls
 * inbox's first page at 100,000 calls, `GET /api/cockpit`) measured beside a bare Hono route in
 * the same run, each with its queries and CPU time per request and where the CPU time goes.
 *
 * `npm run bench` runs it on PGlite and PostgreSQL. Alone (a few minutes):
 * `npx tsx bench/api-ceiling.ts` on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set
 * (give it a scratch database: the seeded owners stay).
 */
import { fileURLToPath } from 'node:url';
import { agentsPath, cockpitPath } from '@portal/shared/api-reads/agents.plain';
import { callsPath } from '@portal/shared/api-reads/calls.plain';
import { runLoad, type HttpRun } from './http.ts';
import type { Figure } from './report.ts';
import { formatTable } from './report.ts';
import { measureRoute, type RouteLoad, type RouteRun } from './route-work.ts';
import { startAppServer, startBareServer, type AppServer } from './server.ts';

const CEILING_BUDGET = {
  postgres: { ratio: 0.1, p99Ms: 30 },
  pglite: { ratio: 0.04, p99Ms: 50 },
} as const;

const CALLS_SEEDED = 100_000;

/** Measures the bare route once, for the ratios of every route of the run. */
function measureBare(load: RouteLoad): Promise<HttpRun> {
  return startBareServer().then((bare) =>
    runLoad({
      url: `${bare.baseUrl}/bare`,
      connections: load.connections,
      warmupSeconds: load.warmupSeconds,
      durationSeconds: load.durationSeconds,
      headers: {},
    }).finally(() => bare.close()),
  );
}

/** The three routes on one app: an owner with a few agents, and one with 100,000 calls. */
export async function measureCeilingRoutes(server: AppServer, load: RouteLoad, log: (line: string) => void) {
  const owner = await server.signIn();
  await server.seedAgents(owner.userId, 3);
  const busy = await server.signIn();
  log(`seeding ${CALLS_SEEDED.toLocaleString('en-US')} calls on ${server.databaseKind}`);
  await server.seedCalls(busy.userId, CALLS_SEEDED);
  // The signed session cookie cache lives 30 s: a fresh one keeps each run like a browser's.
  const runs: RouteRun[] = [];
  for (const [route, path, user] of [
    ['GET /api/agents', agentsPath, owner],
    ['GET /api/calls', callsPath({}), busy],
    ['GET /api/cockpit', cockpitPath, owner],
  ] as const) {
    log(`${route} on ${server.databaseKind}`);
    const cookie = await server.refreshCookie(user.cookie);
    runs.push(await measureRoute(server, route, `/api${path}`, cookie, load));
  }
  return runs;
}

/** A route's figures: throughput as a share of the bare route, p99, queries and CPU per request. */
export function ceilingFigures(run: RouteRun, bare: HttpRun): Figure[] {
  const budget = run.database === 'postgres' ? CEILING_BUDGET.postgres : CEILING_BUDGET.pglite;
  const label = `${run.route}, ${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  const ratio = bare.requestsPerSecond > 0 ? run.requestsPerSecond / bare.requestsPerSecond : 0;
  const status = (pass: boolean) => (!run.valid || !bare.valid ? 'invalid' : pass ? 'pass' : 'miss');
  return [
    {
      figure: `${label}: ratio to bare route`,
      value: ratio,
      unit: 'x',
      budget: `>= ${budget.ratio}x`,
      status: status(ratio >= budget.ratio),
      note: `${Math.round(run.requestsPerSecond).toLocaleString('en-US')} req/s`,
    },
    {
      figure: `${label}: p99 latency`,
      value: run.latencyMs.p99,
      unit: 'ms',
      budget: `< ${budget.p99Ms} ms`,
      status: status(run.latencyMs.p99 < budget.p99Ms),
    },
    { figure: `${label}: queries per request`, value: run.queriesPerRequest, unit: '', budget: '-', status: 'info' },
    {
      figure: `${label}: server CPU per request`,
      value: run.cpuMsPerRequest,
      unit: 'ms',
      budget: '-',
      status: 'info',
      note: run.profile.map((entry) => `${entry.what} ${entry.percent}%`).join(', '),
    },
    ...(run.databaseCpuMsPerRequest === null
      ? []
      : [
          {
            figure: `${label}: PostgreSQL CPU per request`,
            value: run.databaseCpuMsPerRequest,
            unit: 'ms',
            budget: '-',
            status: 'info' as const,
          },
        ]),
  ];
}

async function main() {
  const load: RouteLoad = {
    connections: Number(process.env.BENCH_CONNECTIONS) || 20,
    warmupSeconds: Number(process.env.BENCH_WARMUP) || 2,
    durationSeconds: Number(process.env.BENCH_DURATION) || 10,
    profileSeconds: Number(process.env.BENCH_PROFILE) || 5,
  };
  const log = (line: string) => process.stdout.write(`[api-ceiling] ${line}\n`);
  log('bare Hono route');
  const bare = await measureBare(load);
  const figures: Figure[] = [
    {
      figure: 'bare Hono route: throughput',
      value: bare.requestsPerSecond,
      unit: 'req/s',
      budget: '-',
      status: 'info',
    },
  ];
  for (const databaseUrl of [undefined, process.env.BENCH_DATABASE_URL].filter((url, index) => index === 0 || url)) {
    const server = await startAppServer({ databaseUrl, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info' });
    try {
      for (const run of await measureCeilingRoutes(server, load, log)) figures.push(...ceilingFigures(run, bare));
    } finally {
      await server.close();
    }
  }
  process.stdout.write(`\n${formatTable(figures)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
