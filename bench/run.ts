/**
 * `npm run bench`: the performance budgets (docs/performance.md), measured on this machine.
 *
 * 1. Authenticated `GET /api/agents` with autocannon (20 connections, warm-up then a measured
 *    run) against the real app served in this process, on PGlite and, when one is reachable, on
 *    PostgreSQL; beside it a bare Hono route served the same way, and the ratio of the two. Then
 *    the routes each page reads (`/api/agents`, the inbox's first page at 100,000 calls,
 *    `/api/cockpit`) with queries and CPU time per request and where that time goes
 *    (bench/api-ceiling.ts; alone: npx tsx bench/api-ceiling.ts).
 * 2. The gzipped JS each page of the route table loads in Chromium on a cold cache (/login, and
 *    signed in every other page), with its three largest scripts.
 * 3. Section saves (PATCH of one card) including the assistant push to the Vapi emulator: p95.
 * 4. Test scenarios: "Run all" for a new dental agent, in the sandbox (the rule-based engine).
 * 5. Lighthouse, mobile preset, on every page of the route table (signed in where needed), over
 *    HTTPS with HTTP/2 as a deployment serves browsers (plain HTTP/1.1 reported for two pages):
 *    the median of BENCH_LIGHTHOUSE_RUNS runs (default 3); BENCH_LIGHTHOUSE=0 skips it.
 * 6. The call history's queries (analytics by period, all agents and one) for an owner with
 *    100,000 calls, on PGlite and PostgreSQL (bench/call-queries.ts; alone: npx tsx bench/call-queries.ts).
 * 7. Reading a whole website: the fixture dental site crawled 5 times, the median crawl and the
 *    median extraction per page (bench/site-crawl.ts; alone: npx tsx bench/site-crawl.ts).
 * 8. The install: this checkout's node_modules, and the production dependencies alone installed
 *    afresh from the lockfile (bench/install-size.ts; alone: npx tsx bench/install-size.ts).
 * 9. Floods that once stalled the server (JSON nested 4,000 deep, image uploads): `/api/health`
 *    p99 while they run (bench/request-floods.ts; alone: npx tsx bench/request-floods.ts).
 *
 * Prints a table and writes bench/results.json. Misses are reported, not thrown: the exit code is
 * non-zero only when the bench itself breaks. Settings: BENCH_DURATION, BENCH_WARMUP, BENCH_PROFILE
 * (seconds), BENCH_CONNECTIONS, BENCH_LOG_LEVEL (default info, written to /dev/null), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (PostgreSQL; otherwise the CI default URL is tried), CHROMIUM_PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runLoad, type HttpRun } from './http.ts';
import { ceilingFigures, measureCeilingRoutes } from './api-ceiling.ts';
import type { RouteRun } from './route-work.ts';
import { formatTable, percentile, type Figure } from './report.ts';
import { benchFetch, startAppServer, startBareServer, type AppServer } from './server.ts';
import { startTestSite } from '../apps/server/src/ingestion/scrape/test-site.ts';
import { launchChromium, measurePageJs, type PageJs } from './web-js.ts';
import { measureLighthouse, type LighthouseResult } from './lighthouse.ts';
import { measureScenarioRuns, type ScenarioRun } from './scenarios.ts';
import { benchCallQueries, CALL_QUERY_BUDGET_MS, callQueryFigures } from './call-queries.ts';
import { benchSiteCrawl, SITE_CRAWL_BUDGET_MS } from './site-crawl.ts';
import { benchRequestFloods, FLOOD_HEALTH_BUDGET_MS } from './request-floods.ts';
import { measureInstalled, measureProductionInstall, type InstallSize } from './install-size.ts';
import type { ChunkContents } from '../apps/web/build/chunk-contents.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = join(root, 'bench', 'results.json');
const CI_DATABASE_URL = 'postgres://portal:portal@127.0.0.1:5432/portal_test';

const settings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 20),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 2),
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  agentsPerUser: 3,
};

const BUDGET = {
  pageJsKb: 140,
  installMb: 450,
  productionInstallMb: 250,
  pgliteRps: 1000,
  postgresRps: 2000,
  p99Ms: 50,
  /** PostgreSQL answers from its own process: a tighter p99 than the embedded database. */
  postgresP99Ms: 30,
  saveP95Ms: 100,
  scenarioRunAllMs: 5000,
  healthUnderAnalysisP99Ms: 100,
  healthUnderFloodP99Ms: FLOOD_HEALTH_BUDGET_MS,
  lighthousePerformance: 90,
  lcpMs: 2500,
  cls: 0.1,
  callQueryMs: CALL_QUERY_BUDGET_MS,
  siteCrawlMs: SITE_CRAWL_BUDGET_MS,
};

function numberFromEnv(name: string, fallback: number) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

// --- the web build -------------------------------------------------------------------------------

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the web app when dist is missing or older than its sources, so sizes are never stale. */
function ensureWebBuild() {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'];
  const newestSource = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource) return 'up to date';
  log(existsSync(index) ? 'apps/web/dist is older than its sources: npm run build' : 'no apps/web/dist: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return 'built now';
}

// --- PostgreSQL ----------------------------------------------------------------------------------

type PostgresTarget = { url: string; source: string; scratch?: { adminUrl: string; name: string } };

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL to measure on, in a scratch database of its own (`<name>_bench`, created afresh
 * and dropped afterwards) when the role may create one; otherwise the given database itself.
 */
async function postgresTarget(): Promise<PostgresTarget | { skipped: string }> {
  const given = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, source: 'BENCH_DATABASE_URL' }
    : process.env.TEST_DATABASE_URL
      ? { url: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL' }
      : { url: CI_DATABASE_URL, source: 'the CI default URL' };
  if (!(await reachable(given.url))) {
    return { skipped: `no PostgreSQL reachable at ${redact(given.url)} (${given.source})` };
  }
  const url = new URL(given.url);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench`;
  const admin = new pg.Client({ connectionString: given.url });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    return { url: url.toString(), source: given.source, scratch: { adminUrl: given.url, name } };
  } catch (error) {
    log(`could not create a scratch database (${String(error)}); measuring in ${redact(given.url)} itself`);
    return given;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function dropScratch(target: PostgresTarget) {
  if (!target.scratch) return;
  const admin = new pg.Client({ connectionString: target.scratch.adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${target.scratch.name}" with (force)`);
  } catch (error) {
    log(`could not drop the scratch database ${target.scratch.name}: ${String(error)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function postgresVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

// --- measurements --------------------------------------------------------------------------------

function load(url: string, cookie?: string) {
  return runLoad({
    url,
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
    headers: cookie ? { cookie } : {},
  });
}

type AgentsRun = HttpRun & { database: string; agentsSeeded: number };

/** Signs a user in on the given app and measures GET /api/agents with its session cookie. */
async function measureAgents(server: AppServer): Promise<{ run: AgentsRun; cookie: string; email: string }> {
  const user = await server.signIn();
  let agentsSeeded = 0;
  try {
    agentsSeeded = await server.seedAgents(user.userId, settings.agentsPerUser);
  } catch (error) {
    log(`could not seed agents (${String(error)}); measuring an empty list`);
  }
  // The signed session cookie cache lives 30 s: a fresh one keeps the run like a browser's.
  const cookie = await server.refreshCookie(user.cookie);
  log(`GET /api/agents on ${server.databaseKind} (${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s)`);
  const run = await load(`${server.baseUrl}/api/agents`, cookie);
  return { run: { ...run, database: server.databaseKind, agentsSeeded }, cookie, email: user.email };
}

type SaveRun = { saves: number; failures: number; p50Ms: number; p95Ms: number; synced: boolean };

/**
 * Section saves as the configuration page sends them, one after another: each PATCH validates,
 * writes, recompiles the assistant and pushes it to the voice platform (the Vapi emulator here)
 * before it answers. The text alternates, so every save is a real change.
 */
async function measureSectionSave(server: AppServer, cookie: string, saves = 100): Promise<SaveRun> {
  const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
  const created = await fetch(`${server.baseUrl}/api/agents`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ agentName: 'Bench Save' }),
  });
  if (created.status !== 201) throw new Error(`creating an agent answered ${created.status}`);
  const { agent } = (await created.json()) as { agent: { id: string; vapiAgentId: string | null } };
  const times: number[] = [];
  let failures = 0;
  let synced = true;
  for (let index = 0; index < saves + 5; index++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/agents/${agent.id}/sections/greeting`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ greeting: `Thanks for calling, this is save ${index}. How can I help?` }),
    });
    const body = (await response.json()) as { syncError?: string | null };
    const took = performance.now() - started;
    if (response.status !== 200) failures++;
    if (body.syncError) synced = false;
    if (index >= 5) times.push(took); // the first few warm the code paths up
  }
  times.sort((a, b) => a - b);
  return {
    saves,
    failures,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    synced: synced && !!agent.vapiAgentId,
  };
}

type HealthRun = { requests: number; analyses: number; p50Ms: number; p99Ms: number; maxMs: number };

/**
 * `/api/health`, one request after another for a few seconds, while the same user keeps two
 * analyses of a page nested 1,200 levels deep in flight (the page that used to freeze the
 * server): the latency any other user sees while the analyser works.
 */
async function measureHealthUnderAnalysis(server: AppServer, cookie: string, siteOrigin: string): Promise<HealthRun> {
  const headers = {
    cookie,
    origin: server.baseUrl,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  };
  let analysing = true;
  let analyses = 0;
  const analyst = async () => {
    while (analysing) {
      const response = await fetch(`${server.baseUrl}/api/ai/scrape-website`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: `${siteOrigin}/nested`, category: 'FAQs' }),
      });
      if (response.status === 200) analyses++;
      else if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const analysts = [analyst(), analyst()];
  const times: number[] = [];
  const until = performance.now() + 5000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${server.baseUrl}/api/health`);
    times.push(performance.now() - started);
  }
  analysing = false;
  await Promise.all(analysts);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    analyses,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.at(-1) ?? 0,
  };
}

/**
 * The signed-in pages of the route table, with an agent created for the pages that show one (the
 * Lighthouse audits and the JS sizes measure the same pages).
 */
async function signedInPages(server: AppServer, cookie: string) {
  const fresh = await server.refreshCookie(cookie);
  const created = await benchFetch(`${server.baseUrl}/api/agents`, {
    method: 'POST',
    headers: { cookie: fresh, origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ agentName: 'Lighthouse' }),
  });
  const { agent } = (await created.json()) as { agent: { id: string } };
  return [
    '/',
    '/agents',
    `/agent/${agent.id}`,
    `/agent/${agent.id}/profile`,
    `/agent/${agent.id}/configure`,
    '/calls',
    '/connect',
    '/phone-numbers',
    '/calendar',
    '/account',
    '/account-detail',
    '/subscription',
    '/subscription-detail',
  ];
}

/** One caller's call to the agent, played through the voice platform's emulator: the call page needs one. */
async function playOneCall(server: AppServer, cookie: string, agentId: string) {
  const headers = { cookie: await server.refreshCookie(cookie), origin: server.baseUrl };
  const answer = await benchFetch(`${server.baseUrl}/api/agents/${agentId}`, { headers });
  const agent = (await answer.json()) as { vapiAgentId: string };
  const emulator = { authorization: 'Bearer sandbox-admin', 'content-type': 'application/json' };
  const imported = await benchFetch(`${server.baseUrl}/sandbox/vapi/phone-number`, {
    method: 'POST',
    headers: emulator,
    body: JSON.stringify({
      provider: 'telnyx',
      number: '+15125550199',
      credentialId: 'cred',
      assistantId: agent.vapiAgentId,
    }),
  });
  const { id: phoneNumberId } = (await imported.json()) as { id: string };
  const script = [{ caller: 'What are your opening hours?' }, { caller: 'Thanks, bye.' }];
  await benchFetch(`${server.baseUrl}/sandbox/vapi/_admin/simulate-call`, {
    method: 'POST',
    headers: emulator,
    body: JSON.stringify({ phoneNumberId, customerNumber: '+15125550123', script }),
  });
}

/**
 * A webhook endpoint, for its page. Its address is a public one given as a number (the bench's
 * server allows no private address and needs no name looked up), and it is sent only appointment
 * cancellations, which nothing in the bench makes: nothing is ever sent to it.
 */
async function addWebhookEndpoint(server: AppServer, cookie: string) {
  const answer = await benchFetch(`${server.baseUrl}/api/webhook-endpoints`, {
    method: 'POST',
    headers: { cookie: await server.refreshCookie(cookie), origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://1.1.1.1/portal-bench', events: ['appointment.cancelled'] }),
  });
  if (answer.status !== 201) throw new Error(`the webhook endpoint was not added: ${await answer.text()}`);
  const { endpoint } = (await answer.json()) as { endpoint: { id: string } };
  return endpoint.id;
}

/**
 * The other pages of the route table: the other public pages, and signed-in pages reached from
 * another (the analytics, an agent's test scenarios, a call, the integrations under Account and a
 * webhook endpoint's page under them).
 */
async function otherPages(server: AppServer, cookie: string, agentPath: string) {
  await playOneCall(server, cookie, agentPath.replace('/agent/', ''));
  const answer = await benchFetch(`${server.baseUrl}/api/calls`, {
    headers: { cookie: await server.refreshCookie(cookie) },
  });
  const { calls } = (await answer.json()) as { calls: { id: string }[] };
  const endpointId = await addWebhookEndpoint(server, cookie);
  return {
    public: ['/signup', '/confirm-email'],
    signedIn: [
      '/analytics',
      `${agentPath}/scenarios`,
      '/account/integrations',
      `/account/integrations/webhooks/${endpointId}`,
      ...(calls[0] ? [`/calls/${calls[0].id}`] : []),
    ],
  };
}

async function measureWebJs(
  server: AppServer,
  cookie: string,
  email: string,
  signedIn: string[],
  publicPages: string[] = [],
) {
  const browser = await launchChromium();
  try {
    const version = browser.version();
    log(`gzipped JS of ${1 + publicPages.length} public and ${signedIn.length} signed-in pages in Chromium ${version}`);
    const login = await measurePageJs(browser, server.baseUrl, '/login', {
      ready: (page) => page.getByText('Please sign in or sign up:').waitFor({ timeout: 15_000 }),
    });
    const pages: PageJs[] = [];
    for (const path of publicPages) {
      pages.push(
        await measurePageJs(browser, server.baseUrl, path, {
          ready: (page) => page.locator('main h1').first().waitFor({ timeout: 15_000 }),
        }),
      );
    }
    for (const path of signedIn) {
      // A fresh cookie per page, as for the audits: the session cookie cache is short-lived.
      const fresh = await server.refreshCookie(cookie);
      pages.push(
        await measurePageJs(browser, server.baseUrl, path, {
          cookies: fresh,
          // Every signed-in page shows the owner's address in the header and its own heading.
          ready: async (page) => {
            await page.getByText(email).first().waitFor({ timeout: 15_000 });
            await page.locator('main h1').first().waitFor({ timeout: 15_000 });
          },
        }),
      );
    }
    return { chromium: version, login, pages };
  } finally {
    await browser.close();
  }
}

/** Every page of the route table: the public ones (sign-in first), and the signed-in ones with an agent. */
async function measurePages(
  server: AppServer,
  cookie: string,
  signedIn: string[],
  publicPages: string[],
): Promise<LighthouseResult[]> {
  const runs = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3);
  log(
    `Lighthouse (mobile), ${runs} runs each over HTTPS (HTTP/2): ${publicPages.length} public and ${signedIn.length} signed-in pages`,
  );
  // Every page of the route table on one preset, with a fresh cookie per page: the session cookie
  // cache is short-lived, and a fresh one keeps every run signed in.
  const auditRouteTable = async (options: { trustSpki: string; desktop?: boolean }) => {
    // The sign-in page is the one for search engines; signing up and confirming follow from it.
    const publicOnes = publicPages.map((path) => ({ path, seo: path === '/login' }));
    const results = await measureLighthouse(server.secure.baseUrl, publicOnes, runs, options);
    for (const path of signedIn) {
      const page = { path, cookie: await server.refreshCookie(cookie), seo: false };
      results.push(...(await measureLighthouse(server.secure.baseUrl, [page], runs, options)));
    }
    return results;
  };
  const results = await auditRouteTable({ trustSpki: server.secure.spkiHash });
  // The desktop preset on every page: layout shift must stay under budget on a wide screen too,
  // where the layout differs (the subscription details once shifted there alone).
  log(`Lighthouse (desktop), ${runs} runs each over HTTPS (HTTP/2): the same pages`);
  results.push(...(await auditRouteTable({ trustSpki: server.secure.spkiHash, desktop: true })));
  // Reported beside them: the same server over plain HTTP/1.1 (npm start on one machine, no TLS).
  log(`Lighthouse (mobile) over plain HTTP/1.1: /login and /agents`);
  results.push(...(await measureLighthouse(server.baseUrl, [{ path: '/login', seo: true }], runs)));
  const agentsCookie = await server.refreshCookie(cookie);
  results.push(
    ...(await measureLighthouse(server.baseUrl, [{ path: '/agents', cookie: agentsCookie, seo: false }], runs)),
  );
  return results;
}

function lighthouseFigure(result: LighthouseResult): Figure {
  const page = result.path.replace(/[0-9a-f-]{36}/, ':id');
  if (result.formFactor === 'desktop') {
    return {
      figure: `Lighthouse desktop ${page}: CLS`,
      value: result.cls,
      unit: '',
      budget: `< ${BUDGET.cls}`,
      status: result.cls < BUDGET.cls ? 'pass' : 'miss',
      note: `performance ${result.performance}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
    };
  }
  if (result.protocol === 'http/1.1') {
    return {
      figure: `Lighthouse mobile ${page}, plain HTTP/1.1`,
      value: result.performance,
      unit: 'score',
      budget: 'reported',
      status: 'info',
      note: `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
    };
  }
  const holds =
    result.performance >= BUDGET.lighthousePerformance &&
    result.accessibility === 100 &&
    result.bestPractices === 100 &&
    (result.seo === null || result.seo === 100) &&
    result.lcpMs < BUDGET.lcpMs &&
    result.cls < BUDGET.cls;
  return {
    figure: `Lighthouse mobile ${page}`,
    value: result.performance,
    unit: 'score',
    budget: `>= ${BUDGET.lighthousePerformance}`,
    status: holds ? 'pass' : 'miss',
    note:
      `a11y ${result.accessibility}, best practices ${result.bestPractices}` +
      `${result.seo === null ? '' : `, SEO ${result.seo}`}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
  };
}

// --- figures -------------------------------------------------------------------------------------

type CallQueries = Awaited<ReturnType<typeof benchCallQueries>>;

const postgresSkipped = (target: PostgresTarget | { skipped: string }) =>
  'skipped' in target ? target.skipped : 'not measured';

/** What results.json keeps of a call query measurement: the seeded owner's size and each query's times. */
const callQueryResults = (measured: CallQueries | undefined) =>
  !measured
    ? { skipped: 'not measured' }
    : 'skipped' in measured
      ? { skipped: measured.skipped }
      : { calls: measured.owner.calls, seedMs: Math.round(measured.owner.seedMs), runs: measured.runs };

const kb = (bytes: number) => bytes / 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** An install's size against its budget, with the packages that dominate it. */
function installFigure(name: string, size: InstallSize | { skipped: string }, budgetMb: number): Figure {
  const budget = `<= ${budgetMb} MB`;
  if ('skipped' in size)
    return { figure: name, value: null, unit: 'MB', budget, status: 'skipped', note: size.skipped };
  const mb = size.bytes / 1e6;
  return {
    figure: name,
    value: mb,
    unit: 'MB',
    budget,
    status: mb <= budgetMb ? 'pass' : 'miss',
    note: `largest: ${size.largest
      .slice(0, 5)
      .map((item) => `${item.name} ${(item.bytes / 1e6).toFixed(0)}`)
      .join(', ')}`,
  };
}

/** What each built script holds, written by the web build beside dist (none when it is missing); read once. */
let chunkContents: ChunkContents | undefined;
function readChunkContents(): ChunkContents {
  const file = join(root, 'apps/web/build-stats/chunk-contents.json');
  chunkContents ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkContents) : {};
  return chunkContents;
}

/**
 * The three largest scripts of a page, named without their content hash and with what they hold:
 * 'index 18.1 (@mantine/core 58%, wouter 9%, app 9%), phone 28.6 (libphonenumber-js 99%)'.
 */
const largestScripts = (page: PageJs, contents = readChunkContents()) =>
  [...page.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((file) => {
      const held = contents[file.url.replace(/^\//, '')]?.slice(0, 3);
      const name = `${file.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(file.gzipBytes).toFixed(1)}`;
      return held ? `${name} (${held.map((share) => `${share.name} ${share.percent}%`).join(', ')})` : name;
    })
    .join(', ');

function jsFigure(name: string, page: PageJs | undefined, budgetKb: number, skipped?: string): Figure {
  if (!page)
    return { figure: name, value: null, unit: 'kB', budget: `<= ${budgetKb} kB`, status: 'skipped', note: skipped };
  return {
    figure: name,
    value: kb(page.gzipBytes),
    unit: 'kB',
    budget: `<= ${budgetKb} kB`,
    status: !page.valid ? 'invalid' : kb(page.gzipBytes) <= budgetKb ? 'pass' : 'miss',
    note:
      page.note ??
      `${page.files.length} scripts, ${kb(page.bytes).toFixed(1)} kB raw; largest: ${largestScripts(page)}`,
  };
}

function httpFigures(
  label: string,
  run: HttpRun | undefined,
  bare: HttpRun,
  { minRps, maxP99Ms }: { minRps: number; maxP99Ms: number },
  skipped?: string,
) {
  const figures: Figure[] = [];
  const budgeted = (pass: boolean) => (!run ? 'skipped' : !run.valid ? 'invalid' : pass ? 'pass' : 'miss');
  const codes = run
    ? Object.entries(run.statusCodes)
        .map(([code, count]) => `${code} x${count}`)
        .join(', ')
    : undefined;
  figures.push({
    figure: `${label}: throughput`,
    value: run ? run.requestsPerSecond : null,
    unit: 'req/s',
    budget: `>= ${minRps.toLocaleString('en-US')} req/s`,
    status: budgeted(!!run && run.requestsPerSecond >= minRps),
    note: run ? (run.note ?? codes) : skipped,
  });
  figures.push({
    figure: `${label}: p50 latency`,
    value: run ? run.latencyMs.p50 : null,
    unit: 'ms',
    budget: '-',
    status: run ? (run.valid ? 'info' : 'invalid') : 'skipped',
  });
  figures.push({
    figure: `${label}: p99 latency`,
    value: run ? run.latencyMs.p99 : null,
    unit: 'ms',
    budget: `< ${maxP99Ms} ms`,
    status: budgeted(!!run && run.latencyMs.p99 < maxP99Ms),
  });
  figures.push({
    figure: `${label}: ratio to bare route`,
    value: run && bare.requestsPerSecond > 0 ? run.requestsPerSecond / bare.requestsPerSecond : null,
    unit: 'x',
    budget: 'reported',
    status: run ? (run.valid && bare.valid ? 'info' : 'invalid') : 'skipped',
  });
  return figures;
}

// --- main ----------------------------------------------------------------------------------------

function gitRevision() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return undefined;
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0] ?? 0;
  const webBuild = ensureWebBuild();

  log(`bare Hono route (${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s)`);
  const bareServer = await startBareServer();
  const bare = await load(`${bareServer.baseUrl}/bare`).finally(() => bareServer.close());

  log('starting the app on PGlite');
  const site = await startTestSite();
  const pglite = await startAppServer({ logLevel: settings.logLevel, scrapeAllowHosts: `127.0.0.1:${site.port}` });
  let healthRun: HealthRun | undefined;
  let healthSkipped: string | undefined;
  let pgliteRun: AgentsRun;
  let web: Awaited<ReturnType<typeof measureWebJs>> | undefined;
  let other: Awaited<ReturnType<typeof otherPages>> | undefined;
  let callPageSkipped: string | undefined;
  let webSkipped: string | undefined;
  let saveRun: SaveRun | undefined;
  let saveSkipped: string | undefined;
  let scenarioRun: ScenarioRun | undefined;
  let scenarioSkipped: string | undefined;
  let pages: LighthouseResult[] = [];
  let pagesSkipped: string | undefined = process.env.BENCH_LIGHTHOUSE === '0' ? 'BENCH_LIGHTHOUSE=0' : undefined;
  let pgliteCallQueries: CallQueries | undefined;
  const ceiling: RouteRun[] = [];
  const ceilingLoad = { ...settings, profileSeconds: numberFromEnv('BENCH_PROFILE', 5) };
  try {
    const measured = await measureAgents(pglite);
    pgliteRun = measured.run;
    ceiling.push(...(await measureCeilingRoutes(pglite, ceilingLoad, log)));
    const signedIn = await signedInPages(pglite, measured.cookie);
    log(`section saves with the assistant push on pglite`);
    try {
      saveRun = await measureSectionSave(pglite, measured.cookie);
    } catch (error) {
      saveSkipped = `section save measurement failed: ${String(error).split('\n')[0]}`;
      log(saveSkipped);
    }
    log('test scenarios: Run all for a dental agent');
    try {
      scenarioRun = await measureScenarioRuns(pglite, measured.cookie);
    } catch (error) {
      scenarioSkipped = `scenario runs failed: ${String(error).split('\n')[0]}`;
      log(scenarioSkipped);
    }
    log('/api/health while deeply nested pages are analysed');
    try {
      healthRun = await measureHealthUnderAnalysis(pglite, measured.cookie, site.origin);
    } catch (error) {
      healthSkipped = `health measurement failed: ${String(error).split('\n')[0]}`;
      log(healthSkipped);
    }
    try {
      const agentPath = signedIn.find((path) => path.startsWith('/agent/'))!;
      other = await otherPages(pglite, measured.cookie, agentPath);
      web = await measureWebJs(pglite, measured.cookie, measured.email, [...signedIn, ...other.signedIn], other.public);
      if (!other.signedIn.some((path) => path.startsWith('/calls/')))
        callPageSkipped = 'the played call was not recorded';
    } catch (error) {
      webSkipped = `Chromium measurement failed: ${String(error).split('\n')[0]}`;
      log(webSkipped);
    }
    pgliteCallQueries = await benchCallQueries(pglite.database, log);
    if (!pagesSkipped) {
      try {
        const others = other ?? { signedIn: [], public: [] };
        pages = await measurePages(
          pglite,
          measured.cookie,
          [...signedIn, ...others.signedIn],
          ['/login', ...others.public],
        );
      } catch (error) {
        const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
        pagesSkipped = `Lighthouse failed: ${String(error).split('\n')[0]}${cause}`;
        log(pagesSkipped);
      }
    }
  } finally {
    await pglite.close();
    await site.close();
  }

  const siteCrawl = await benchSiteCrawl(log);
  const requestFloods = await benchRequestFloods(log, settings.logLevel);

  log('install size: this checkout, and the production dependencies installed afresh');
  const installed = await measureInstalled().catch((error: unknown) => ({
    skipped: String(error).split('\n')[0] ?? 'failed',
  }));
  const production = await measureProductionInstall().catch((error: unknown) => ({
    skipped: `npm ci --omit=dev failed: ${String(error).split('\n')[0]}`,
  }));

  const target = await postgresTarget();
  let postgresRun: AgentsRun | undefined;
  let postgresCallQueries: CallQueries | undefined;
  let postgresInfo: Record<string, unknown>;
  if ('skipped' in target) {
    log(`PostgreSQL skipped: ${target.skipped}`);
    postgresInfo = { skipped: target.skipped };
  } else {
    log(`starting the app on PostgreSQL (${target.source}, ${redact(target.url)})`);
    const version = await postgresVersion(target.url);
    const server = await startAppServer({ databaseUrl: target.url, logLevel: settings.logLevel });
    try {
      postgresRun = (await measureAgents(server)).run;
      ceiling.push(...(await measureCeilingRoutes(server, ceilingLoad, log)));
      postgresCallQueries = await benchCallQueries(server.database, log);
    } finally {
      await server.close();
      await dropScratch(target);
    }
    postgresInfo = { source: target.source, url: redact(target.url), serverVersion: version, run: postgresRun };
  }

  const figures: Figure[] = [
    jsFigure('gzipped JS loaded by /login', web?.login, BUDGET.pageJsKb, webSkipped),
    ...(web?.pages ?? []).map((page) =>
      jsFigure(`gzipped JS first loaded by ${page.path.replace(/[0-9a-f-]{36}/, ':id')}`, page, BUDGET.pageJsKb),
    ),
    ...(callPageSkipped
      ? [jsFigure('gzipped JS first loaded by /calls/:id', undefined, BUDGET.pageJsKb, callPageSkipped)]
      : []),
    {
      figure: 'section save with assistant push, PGlite: p95',
      value: saveRun ? Math.round(saveRun.p95Ms * 10) / 10 : null,
      unit: 'ms',
      budget: `< ${BUDGET.saveP95Ms} ms`,
      status: !saveRun
        ? 'skipped'
        : saveRun.failures > 0 || !saveRun.synced
          ? 'invalid'
          : saveRun.p95Ms < BUDGET.saveP95Ms
            ? 'pass'
            : 'miss',
      note: saveRun
        ? `${saveRun.saves} saves, p50 ${saveRun.p50Ms.toFixed(1)} ms${saveRun.failures ? `, ${saveRun.failures} failed` : ''}${saveRun.synced ? '' : ', assistant not synced'}`
        : saveSkipped,
    },
    {
      figure: 'test scenarios, Run all (sandbox, PGlite)',
      value: scenarioRun ? Math.round(scenarioRun.totalMs) : null,
      unit: 'ms',
      budget: `< ${BUDGET.scenarioRunAllMs} ms`,
      status: !scenarioRun ? 'skipped' : scenarioRun.totalMs < BUDGET.scenarioRunAllMs ? 'pass' : 'miss',
      note: scenarioRun
        ? `${scenarioRun.scenarios} scenarios (${scenarioRun.passed} passed without a calendar), slowest ${Math.round(scenarioRun.slowestMs)} ms`
        : scenarioSkipped,
    },
    {
      figure: 'GET /api/health while pages are analysed, PGlite: p99',
      value: healthRun ? round2(healthRun.p99Ms) : null,
      unit: 'ms',
      budget: `< ${BUDGET.healthUnderAnalysisP99Ms} ms`,
      status: !healthRun ? 'skipped' : healthRun.p99Ms < BUDGET.healthUnderAnalysisP99Ms ? 'pass' : 'miss',
      note: healthRun
        ? `${healthRun.requests} requests, p50 ${healthRun.p50Ms.toFixed(1)} ms, max ${healthRun.maxMs.toFixed(1)} ms, ${healthRun.analyses} analyses done`
        : healthSkipped,
    },
    ...(['throughput', 'p50 latency', 'p99 latency'] as const).map((what): Figure => ({
      figure: `bare Hono route: ${what}`,
      value: what === 'throughput' ? bare.requestsPerSecond : bare.latencyMs[what === 'p50 latency' ? 'p50' : 'p99'],
      unit: what === 'throughput' ? 'req/s' : 'ms',
      budget: '-',
      status: bare.valid ? 'info' : 'invalid',
      note: what === 'throughput' ? (bare.note ?? undefined) : undefined,
    })),
    ...(pages.length
      ? pages.map(lighthouseFigure)
      : [
          {
            figure: 'Lighthouse mobile',
            value: null,
            unit: 'score',
            budget: '>= 90',
            status: 'skipped',
            note: pagesSkipped,
          } satisfies Figure,
        ]),
    ...(pgliteCallQueries?.figures ?? []),
    ...siteCrawl.figures,
    ...requestFloods.figures,
    installFigure('node_modules after npm install', installed, BUDGET.installMb),
    installFigure('production dependencies (npm ci --omit=dev)', production, BUDGET.productionInstallMb),
    ...(postgresCallQueries?.figures ?? callQueryFigures('postgres', undefined, undefined, postgresSkipped(target))),
    ...httpFigures('GET /api/agents, PGlite', pgliteRun, bare, { minRps: BUDGET.pgliteRps, maxP99Ms: BUDGET.p99Ms }),
    ...httpFigures(
      'GET /api/agents, PostgreSQL',
      postgresRun,
      bare,
      { minRps: BUDGET.postgresRps, maxP99Ms: BUDGET.postgresP99Ms },
      'skipped' in target ? target.skipped : undefined,
    ),
    ...ceiling.flatMap((run) => ceilingFigures(run, bare)),
  ];

  const cpus = os.cpus();
  const results = {
    timestamp: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 100) / 10,
    git: gitRevision(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model,
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      chromium: web?.chromium,
      // Other work on the machine takes cores from the server and the load generator.
      loadAverage1m: { before: round2(loadBefore), after: round2(os.loadavg()[0] ?? 0) },
    },
    settings: { ...settings, webBuild, kB: 1000 },
    budgets: BUDGET,
    figures,
    http: { bare, pglite: pgliteRun, postgres: postgresInfo, ceiling },
    web: web ?? { skipped: webSkipped },
    scenarios: scenarioRun ?? { skipped: scenarioSkipped },
    lighthouse: pages.length ? pages : { skipped: pagesSkipped },
    callQueries: { pglite: callQueryResults(pgliteCallQueries), postgres: callQueryResults(postgresCallQueries) },
    siteCrawl: siteCrawl.run ?? { skipped: siteCrawl.skipped },
    requestFloods: requestFloods.runs ?? { skipped: requestFloods.skipped },
    install: { installed, production },
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  process.stdout.write(`\n${formatTable(figures)}\n`);
  process.stdout.write(
    `\n${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}; ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per run after ${settings.warmupSeconds} s warm-up; ` +
      `took ${results.durationSeconds} s.\nWritten to bench/results.json\n`,
  );
  const busiest = Math.max(results.machine.loadAverage1m.before, results.machine.loadAverage1m.after);
  if (busiest > cpus.length) {
    process.stdout.write(
      `Note: the 1-minute load average was ${busiest} on ${cpus.length} cores: other work shared the machine, ` +
        'so the throughput and latency figures understate it.\n',
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
