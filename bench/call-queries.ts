/**
 * The call history's queries at scale: one owner with 100,000 calls over the last 90 days across
 * three agents, and each query timed in process (the database's work and the shaping of its
 * answer, without HTTP): the median and p95 of repeated runs against a budget of 200 ms.
 *
 * `npm run bench` runs it on PGlite and on PostgreSQL when reachable. Alone, on in-memory PGlite
 * and, when BENCH_DATABASE_URL is set, on that PostgreSQL database (give it a scratch one: the
 * seeded owner stays): `npx tsx bench/call-queries.ts`.
 *
 * The inbox's list queries are timed the same way on the same seeded owner
 * (apps/server/src/testing/call-records-seed.ts seeds it, for server tests too).
 */
import { fileURLToPath } from 'node:url';
import type { AnalyticsPeriod } from '@portal/shared/analytics';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import type { CallListQuery } from '@portal/shared/calls';
import { getAnalytics } from '../apps/server/src/modules/analytics/analytics.service.ts';
import { listCalls } from '../apps/server/src/modules/calls/calls.service.ts';
import { getCaller, listCallers } from '../apps/server/src/modules/callers/callers.service.ts';
import { seedCallRecords, type SeededOwner } from '../apps/server/src/testing/call-records-seed.ts';
import { formatTable, percentile, type Figure } from './report.ts';

export const CALL_QUERY_BUDGET_MS = 200;

type QueryCase = { name: string; run: () => Promise<unknown> };

/** The queries timed on the seeded owner: analytics for each period, for all agents and for one. */
function analyticsCases(db: Database, owner: SeededOwner): QueryCase[] {
  const periods: AnalyticsPeriod[] = [7, 30, 90];
  return periods.flatMap((period) => [
    { name: `analytics ${period} days, all agents`, run: () => getAnalytics({ db }, owner.userId, { period }) },
    {
      name: `analytics ${period} days, one agent`,
      run: () => getAnalytics({ db }, owner.userId, { period, agentId: owner.agentIds[0] }),
    },
  ]);
}

const INBOX_PAGE = 25;
const DEEP_PAGES = 40;

/**
 * The inbox's pages on the seeded owner: the first page, one 1,000 calls deep (keyset paging
 * should cost the same), what needs attention, one outcome of one agent, and searches of the
 * transcripts for a rare phrase, a common word and a word no call has.
 */
async function inboxCases(db: Database, owner: SeededOwner): Promise<QueryCase[]> {
  const page = (query: Partial<CallListQuery>) => () => listCalls(db, owner.userId, { limit: INBOX_PAGE, ...query });
  let cursor: string | undefined;
  for (let index = 0; index < DEEP_PAGES; index++) {
    cursor = (await listCalls(db, owner.userId, { limit: INBOX_PAGE, cursor })).nextCursor ?? undefined;
  }
  return [
    { name: 'inbox first page', run: page({}) },
    { name: 'inbox first page, without what needs attention', run: page({ exclude: 'needs_attention' }) },
    { name: `inbox page ${DEEP_PAGES + 1} (${DEEP_PAGES * INBOX_PAGE} calls deep)`, run: page({ cursor }) },
    { name: 'inbox needs attention', run: page({ outcome: 'needs_attention' }) },
    { name: 'inbox booked, one agent', run: page({ outcome: 'booked', agentId: owner.agentIds[0] }) },
    { name: 'inbox search, a rare phrase', run: page({ q: 'kitchen flooding' }) },
    { name: 'inbox search, a common word', run: page({ q: 'Medicaid' }) },
    { name: 'inbox search, no match', run: page({ q: 'dentures' }) },
  ];
}

/**
 * The caller directory on the same owner (5,000 callers of those calls): its first page, a search
 * by name and by digits, one caller's page, and that caller's calls.
 */
async function callerCases(db: Database, owner: SeededOwner): Promise<QueryCase[]> {
  const deps = { db };
  const [caller] = (await listCallers(deps, owner.userId, {})).callers;
  if (!caller) throw new Error('the seeded owner has no callers');
  return [
    { name: 'callers first page', run: () => listCallers(deps, owner.userId, {}) },
    { name: 'callers search, a name', run: () => listCallers(deps, owner.userId, { search: 'okafor' }) },
    { name: 'callers search, digits', run: () => listCallers(deps, owner.userId, { search: '0042' }) },
    { name: 'caller page', run: () => getCaller(deps, owner.userId, caller.id) },
    {
      name: "caller's calls",
      run: () => listCalls(db, owner.userId, { limit: INBOX_PAGE, caller: caller.id }),
    },
  ];
}

export type CallQueryRun = { name: string; runs: number; medianMs: number; p95Ms: number; maxMs: number };

/** Each query `runs` times after 3 warm-up runs, one after another. */
export async function measureCallQueries(db: Database, owner: SeededOwner, runs = 20): Promise<CallQueryRun[]> {
  const results: CallQueryRun[] = [];
  const cases = [...analyticsCases(db, owner), ...(await inboxCases(db, owner)), ...(await callerCases(db, owner))];
  for (const query of cases) {
    for (let warm = 0; warm < 3; warm++) await query.run();
    const times: number[] = [];
    for (let index = 0; index < runs; index++) {
      const started = performance.now();
      await query.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      name: query.name,
      runs,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: times.at(-1) ?? 0,
    });
  }
  return results;
}

const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** The bench table's rows: each query's p95 against the budget, its median beside it. */
export function callQueryFigures(
  database: keyof typeof DATABASE_NAMES,
  owner: SeededOwner | undefined,
  runs: CallQueryRun[] | undefined,
  skipped?: string,
): Figure[] {
  const budget = `< ${CALL_QUERY_BUDGET_MS} ms`;
  if (!owner || !runs) {
    return [
      {
        figure: `call queries at 100,000 calls, ${DATABASE_NAMES[database]}`,
        value: null,
        unit: 'ms',
        budget,
        status: 'skipped',
        note: skipped,
      },
    ];
  }
  return runs.map((run) => ({
    figure: `${run.name}, ${owner.calls.toLocaleString('en-US')} calls, ${DATABASE_NAMES[database]}: p95`,
    value: Math.round(run.p95Ms * 10) / 10,
    unit: 'ms',
    budget,
    status: run.p95Ms < CALL_QUERY_BUDGET_MS ? 'pass' : 'miss',
    note: `median ${run.medianMs.toFixed(1)} ms, max ${run.maxMs.toFixed(1)} ms, ${run.runs} runs`,
  }));
}

/** Seeds and measures on one database; a failure is reported as a skipped row, not thrown. */
export async function benchCallQueries(database: DatabaseHandle, log: (message: string) => void) {
  const name = DATABASE_NAMES[database.kind];
  try {
    log(`call queries on ${name}: seeding 100,000 calls for one owner`);
    const owner = await seedCallRecords(database.db);
    log(`seeded in ${(owner.seedMs / 1000).toFixed(1)} s; timing the analytics, inbox and caller queries`);
    const runs = await measureCallQueries(database.db, owner);
    return { owner, runs, figures: callQueryFigures(database.kind, owner, runs) };
  } catch (error) {
    const skipped = `call query measurement failed: ${String(error).split('\n')[0]}`;
    log(skipped);
    return { skipped, figures: callQueryFigures(database.kind, undefined, undefined, skipped) };
  }
}

async function standalone() {
  const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
  const figures: Figure[] = [];
  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter((url, index) => index === 0 || url);
  for (const url of targets) {
    const database = await openDatabase({ url });
    try {
      figures.push(...(await benchCallQueries(database, log)).figures);
    } finally {
      await database.close();
    }
  }
  process.stdout.write(`\n${formatTable(figures)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  standalone().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
