import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/**
 * Whether the server tests run on PostgreSQL. Tests that only mean something there (two servers
 * on one database, say) are written `describe.runIf(onPostgres)`: without TEST_DATABASE_URL they
 * are skipped, not failed, and postgres-setup.ts says once per run how to include them.
 */
export const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * The database of one test app: in-memory PGlite by default, or PostgreSQL when TEST_DATABASE_URL
 * is set. Test files run in parallel workers, and two people may run the suite at once, so every
 * worker of every run gets a database of its own on that server, named after the run (the Vitest
 * process, whose forks the workers are) and the worker (VITEST_POOL_ID, unique among the workers
 * running at one time). It is emptied and seeded again once per test file; apps inside one file
 * share it, so tests use their own e-mail addresses. Databases of finished runs are dropped by the
 * next run.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return openDatabase({});
  const url = await workerDatabaseUrl(baseUrl);
  truncated ??= (async () => {
    const stale = await openDatabase({ url });
    await truncateAll(stale);
    await stale.close();
  })();
  await truncated;
  // Opening runs the migrations and the idempotent seeds again, so emptied reference data (the
  // industry templates) is back, exactly as on a new database.
  return openDatabase({ url });
}

/** The URL of this worker's PostgreSQL database, emptied like openTestDatabase's (for a server started as a process). */
export async function testDatabaseUrl(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('testDatabaseUrl needs TEST_DATABASE_URL');
  await (await openTestDatabase()).close();
  return workerDatabaseUrl(baseUrl);
}

// The worker's database is created once per worker; it is emptied once per test file. Test files
// of one worker share this module (the server tests are not isolated), so the per-file setup calls
// startNextTestFile before each file.
let truncated: Promise<void> | undefined;
let workerUrl: Promise<string> | undefined;

/** Makes the next openTestDatabase empty the worker's database again: called before each test file. */
export function startNextTestFile() {
  truncated = undefined;
}

function workerDatabaseUrl(baseUrl: string) {
  workerUrl ??= (async () => {
    const url = new URL(baseUrl);
    const prefix = `${url.pathname.slice(1) || 'portal_test'}_r`;
    const name = `${prefix}${process.ppid}_w${process.env.VITEST_POOL_ID ?? process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const existing = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of existing.rows) {
        const run = Number(/_r(\d+)_w\w+$/.exec(datname)?.[1]);
        // Still in use (or another machine's): dropping it fails, which is fine.
        if (datname !== name && run && !isRunning(run)) {
          await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
        }
      }
      if (!existing.rows.some((row) => row.datname === name)) await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerUrl;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Empties the user data; the industry templates, seeded with the migrations, stay. */
async function truncateAll(database: DatabaseHandle) {
  const result = await database.db.execute<{ name: string }>(
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname = 'public' and tablename not in ('__drizzle_migrations', 'agent_templates')`,
  );
  const tables = result.rows.map((row) => row.name);
  if (tables.length > 0) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
