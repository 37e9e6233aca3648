/**
 * Requests that once stalled the whole server, sent without pause from another process while
 * `/api/health` and a compressed answer (the API document, gzip) are each timed one request after
 * another: the latency every other user sees meanwhile. Budget: `/api/health` p99 under 100 ms.
 *
 * 1. Deep JSON: four requests in flight, signed out, each a body of arrays nested 4,000 deep
 *    (8 KB), at the voice webhook, the sign-in and the agents list.
 * 2. An image flood: one signed-in user keeping four uploads in flight of a 97 KB PNG of
 *    1 x 25,000,000 pixels (inside the 25 megapixel limit).
 * 3. The heaviest pictures accepted: four signed-in users, two uploads each in flight, of a PNG of
 *    15,810 x 1,581 pixels (25 megapixels at the longest shape allowed).
 *
 * `npm run bench` includes it, on an app of its own on PGlite; alone: `npx tsx bench/request-floods.ts`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { FloodJob, FloodMessage, FloodRequest } from './flood.ts';
import { formatTable, percentile, type Figure } from './report.ts';
import { startAppServer, type AppServer } from './server.ts';

export const FLOOD_HEALTH_BUDGET_MS = 100;
const SECONDS = 5;
const DEEP = 4000;
const floodScript = fileURLToPath(new URL('./flood.ts', import.meta.url));

type Sample = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
export type FloodRun = {
  name: string;
  health: Sample;
  compressed: Sample;
  /** How the flood's own requests were answered, by status. */
  floodAnswers: Record<string, number>;
};

function summary(times: number[]): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Runs the flood in a child process; `whileFlooding` runs from its first requests to its end. */
function withFlood(job: FloodJob, whileFlooding: (flooding: () => boolean) => Promise<void>) {
  return new Promise<Record<string, number>>((resolve, reject) => {
    const child = fork(floodScript, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let done = false;
    let probing: Promise<void> = Promise.resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), (job.seconds + 60) * 1000);
    child.on('message', (message: FloodMessage) => {
      if ('started' in message) {
        probing = whileFlooding(() => !done);
        // Its failure is reported with the flood's end, not as an unhandled rejection before it.
        probing.catch(() => undefined);
      } else {
        done = true;
        clearTimeout(timer);
        if ('error' in message) reject(new Error(message.error));
        else void probing.then(() => resolve(message.answers), reject);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!done) reject(new Error(`the flood exited with ${code}`));
      done = true;
    });
    child.send(job);
  });
}

async function underFlood(server: AppServer, name: string, requests: FloodRequest[], inFlight: number) {
  const health: number[] = [];
  const compressed: number[] = [];
  const timed = async (times: number[], url: string, headers: Record<string, string> = {}) => {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  };
  // Each probe one request after another, the two side by side.
  const floodAnswers = await withFlood({ requests, inFlight, seconds: SECONDS }, async (flooding) => {
    const probe = async (times: number[], url: string, headers?: Record<string, string>) => {
      while (flooding()) await timed(times, url, headers);
    };
    await Promise.all([
      probe(health, `${server.baseUrl}/api/health`),
      probe(compressed, `${server.baseUrl}/api/openapi.json`, { 'accept-encoding': 'gzip' }),
    ]);
  });
  return { name, health: summary(health), compressed: summary(compressed), floodAnswers } satisfies FloodRun;
}

function deepJsonRequests(server: AppServer): FloodRequest[] {
  const bodyBase64 = Buffer.from(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`).toString('base64');
  const headers = { 'content-type': 'application/json', origin: server.baseUrl };
  return ['/api/webhooks/vapi', '/api/auth/sign-in/email', '/api/agents'].map((path) => ({
    url: `${server.baseUrl}${path}`,
    method: 'POST',
    headers,
    bodyBase64,
  }));
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(data.length, 0);
  framing.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
};

/**
 * A PNG of one grey, written directly (sharp takes 12 s to write a strip of 25,000,000 rows):
 * 1 x 25,000,000 pixels is 97 KB, as in the report that found the stall.
 */
function greyPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits per channel, RGB
  const row = Buffer.alloc(1 + width * 3, 0x80);
  row[0] = 0; // no filter
  const pixels = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A profile photo upload as the browser sends it, as raw multipart bytes the flood can repeat. */
async function avatarUpload(server: AppServer, cookie: string, bytes: Buffer): Promise<FloodRequest> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const encoded = new Response(form);
  return {
    url: `${server.baseUrl}/api/account/avatar`,
    method: 'POST',
    headers: { cookie, origin: server.baseUrl, 'content-type': encoded.headers.get('content-type')! },
    bodyBase64: Buffer.from(await encoded.arrayBuffer()).toString('base64'),
  };
}

export async function measureRequestFloods(server: AppServer, log: (message: string) => void): Promise<FloodRun[]> {
  const runs: FloodRun[] = [];
  // The first API request builds the API document (once, a few hundred ms): not part of any flood.
  for (let round = 0; round < 5; round++) {
    await (await fetch(`${server.baseUrl}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
  }
  const deep = DEEP.toLocaleString('en-US');
  log(`/api/health while bodies nested ${deep} deep are posted, signed out, four at once`);
  runs.push(await underFlood(server, `JSON nested ${deep} deep`, deepJsonRequests(server), 4));

  // Four accounts (sign-up allows five a minute from one address).
  const users = await Promise.all([0, 1, 2, 3].map(() => server.signIn()));
  const narrow = await avatarUpload(server, users[0]!.cookie, greyPng(1, 25_000_000));
  log('/api/health while one user uploads a 1 x 25,000,000 pixel PNG, four at once');
  runs.push(await underFlood(server, 'four 1 x 25,000,000 px uploads', [narrow], 4));

  const widest = greyPng(15_810, 1_581);
  const uploads = await Promise.all(users.map((user) => avatarUpload(server, user.cookie, widest)));
  log('/api/health while four users upload the heaviest accepted picture, two at once each');
  runs.push(await underFlood(server, 'four users x two 15,810 x 1,581 px uploads', uploads, 8));
  return runs;
}

const answers = (run: FloodRun) =>
  Object.entries(run.floodAnswers)
    .map(([status, count]) => `${status} x${count}`)
    .join(', ');

export function requestFloodFigures(runs: FloodRun[] | undefined, skipped?: string): Figure[] {
  if (!runs) {
    return [
      {
        figure: 'GET /api/health under request floods: p99',
        value: null,
        unit: 'ms',
        budget: `< ${FLOOD_HEALTH_BUDGET_MS} ms`,
        status: 'skipped',
        note: skipped,
      },
    ];
  }
  return runs.flatMap((run): Figure[] => [
    {
      figure: `GET /api/health during ${run.name}: p99`,
      value: Math.round(run.health.p99Ms * 10) / 10,
      unit: 'ms',
      budget: `< ${FLOOD_HEALTH_BUDGET_MS} ms`,
      status: run.health.p99Ms < FLOOD_HEALTH_BUDGET_MS ? 'pass' : 'miss',
      note: `${run.health.requests} requests, p50 ${run.health.p50Ms.toFixed(1)} ms, max ${run.health.maxMs.toFixed(1)} ms; flood answered ${answers(run)}`,
    },
    {
      figure: `gzipped API document during ${run.name}: p99`,
      value: Math.round(run.compressed.p99Ms * 10) / 10,
      unit: 'ms',
      budget: 'reported',
      status: 'info',
      note: `${run.compressed.requests} requests, p50 ${run.compressed.p50Ms.toFixed(1)} ms, max ${run.compressed.maxMs.toFixed(1)} ms`,
    },
  ]);
}

/**
 * For bench/run.ts: on an app of its own (PGlite), so the accounts it signs up have the sign-up
 * limit to themselves; a failure becomes a skipped row, not a broken bench.
 */
export async function benchRequestFloods(log: (message: string) => void, logLevel = 'info') {
  try {
    const server = await startAppServer({ logLevel });
    try {
      const runs = await measureRequestFloods(server, log);
      return { runs, figures: requestFloodFigures(runs) };
    } finally {
      await server.close();
    }
  } catch (error) {
    const skipped = `request floods failed: ${String(error).split('\n')[0]}`;
    log(skipped);
    return { skipped, figures: requestFloodFigures(undefined, skipped) };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchRequestFloods((message) => process.stdout.write(`[bench] ${message}\n`), process.env.BENCH_LOG_LEVEL)
    .then(({ figures }) => {
      process.stdout.write(`\n${formatTable(figures)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
