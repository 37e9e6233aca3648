import pg from 'pg';

/** The line printed once per run when the server tests run on PGlite only. */
export const POSTGRES_SKIPPED =
  'PostgreSQL: TEST_DATABASE_URL is not set, so the server tests ran on in-memory PGlite and the PostgreSQL-only ones were skipped; to run them too: TEST_DATABASE_URL=postgres://user:password@localhost:5432/portal_test npm test';

/**
 * Vitest global setup of the server tests. Without TEST_DATABASE_URL nothing is wrong (PGlite
 * is the default), but the PostgreSQL-only tests are skipped, so the end of the run says how to
 * include them, once. With it, a server that cannot be reached stops the run at once with one
 * line, rather than failing every test file with a connection error.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return () => void process.stdout.write(`\n${POSTGRES_SKIPPED}\n`);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    // Thrown, Vitest would bury the line under 'No test files found' and its project listing.
    process.stderr.write(`${postgresUnreachable(url, error)}\n`);
    process.exit(1);
  } finally {
    await client.end().catch(() => undefined);
  }
  return undefined;
}

/** One line naming the server (without its password) and what to do. */
export function postgresUnreachable(url: string, error: unknown): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  const reason = error instanceof Error ? error.message : String(error);
  return `TEST_DATABASE_URL=${shown.toString()} cannot be reached (${reason}): start that PostgreSQL server or unset TEST_DATABASE_URL to test on PGlite only`;
}
