/**
 * The work behind one signed-in API route under load: throughput and latency (autocannon, in its
 * own process), and per request the database queries the app made through Drizzle and the CPU
 * time of this process (the server, and PGlite when it is the database). On PostgreSQL the
 * database server's own CPU time is read from /proc when it runs on this machine. A short second
 * run under the V8 profiler says where that CPU time goes, grouped by package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { runLoad, type HttpRun } from './http.ts';

export type RouteLoad = { connections: number; warmupSeconds: number; durationSeconds: number; profileSeconds: number };

export type ProfileEntry = { what: string; percent: number };

export type RouteRun = HttpRun & {
  route: string;
  database: string;
  queriesPerRequest: number;
  cpuMsPerRequest: number;
  /** PostgreSQL's processes on this machine, per request; null on PGlite or a remote server. */
  databaseCpuMsPerRequest: number | null;
  /** Where this process's CPU went in the profiled run, the largest first. */
  profile: ProfileEntry[];
};

type Measured = { baseUrl: string; databaseKind: string; queries: () => number };

/** Measures `path` on `server` with the given session cookie. */
export async function measureRoute(
  server: Measured,
  route: string,
  path: string,
  cookie: string,
  load: RouteLoad,
): Promise<RouteRun> {
  // As a browser asks: with its session cookie, and taking compressed answers.
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const job = { url: `${server.baseUrl}${path}`, connections: load.connections, headers };
  if (load.warmupSeconds > 0) await runLoad({ ...job, warmupSeconds: 0, durationSeconds: load.warmupSeconds });
  const queriesBefore = server.queries();
  const cpuBefore = process.cpuUsage();
  const databaseBefore = server.databaseKind === 'postgres' ? postgresCpuMs() : null;
  const run = await runLoad({ ...job, warmupSeconds: 0, durationSeconds: load.durationSeconds });
  const cpu = process.cpuUsage(cpuBefore);
  const databaseAfter = databaseBefore === null ? null : postgresCpuMs();
  const queries = server.queries() - queriesBefore;
  const requests = Math.max(1, run.requests);
  const profile =
    load.profileSeconds > 0
      ? await profiled(() => runLoad({ ...job, warmupSeconds: 0, durationSeconds: load.profileSeconds }))
      : [];
  return {
    ...run,
    route,
    database: server.databaseKind,
    queriesPerRequest: queries / requests,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / requests,
    databaseCpuMsPerRequest:
      databaseBefore !== null && databaseAfter !== null ? (databaseAfter - databaseBefore) / requests : null,
    profile,
  };
}

/** The CPU time (ms) of every `postgres` process this user can read, or null when there is none. */
function postgresCpuMs(): number | null {
  let total = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      // Fields after the name: state is field 3, utime 14 and stime 15 (clock ticks of 10 ms).
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
      found = true;
    } catch {
      // A process that ended while being read.
    }
  }
  return found ? total : null;
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number };

/** Runs `work` under the V8 sampling profiler and groups the samples by what ran. */
async function profiled(work: () => Promise<unknown>): Promise<ProfileEntry[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await work();
    const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
    return topEntries(profile.nodes);
  } finally {
    session.disconnect();
  }
}

/** Samples by group, as shares of every sample that was not idle, the largest eight first. */
function topEntries(nodes: ProfileNode[], count = 8): ProfileEntry[] {
  const hits = new Map<string, number>();
  let total = 0;
  for (const node of nodes) {
    const samples = node.hitCount ?? 0;
    const what = groupOf(node.callFrame);
    if (!samples || what === null) continue;
    hits.set(what, (hits.get(what) ?? 0) + samples);
    total += samples;
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, samples]) => ({ what, percent: Math.round((samples / total) * 1000) / 10 }));
}

/** A frame's group: a package, a part of Node, a folder of the server, or V8's own work. */
function groupOf({ functionName, url }: { functionName: string; url: string }): string | null {
  if (functionName === '(idle)') return null;
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'V8 and native code';
  if (url.startsWith('wasm://')) return 'PGlite WebAssembly';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packaged) return packaged[1]!;
  // Node's fetch classes (Request, Response, Headers), which @hono/node-server builds on.
  if (url.startsWith('node:internal/deps/undici')) return 'Node undici';
  if (url.startsWith('node:')) return `Node ${/^node:(?:internal\/)?([^/]+)/.exec(url)?.[1] ?? url}`;
  const own = /\/(apps\/server\/src|packages\/[^/]+\/src)\/([^/]+)/.exec(url);
  if (own) return `${own[1] === 'apps/server/src' ? 'server' : own[1]!.split('/')[1]} ${own[2]!.replace(/\.ts$/, '')}`;
  if (!url) return functionName === 'stringify' || functionName === 'parse' ? `JSON.${functionName}` : 'V8 builtins';
  return url.replace(/^file:\/\//, '');
}
