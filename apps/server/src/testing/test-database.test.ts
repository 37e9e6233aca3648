import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { sandboxMail } from '../db/schema/index.ts';
import { onPostgres, openTestDatabase } from './test-database.ts';
import { POSTGRES_SKIPPED, postgresUnreachable } from './postgres-setup.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('openTestDatabase', () => {
  it('opens PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite, migrated and seeded', async () => {
    expect(database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    const templates = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from agent_templates`,
    );
    expect(templates.rows[0]!.count).toBeGreaterThan(0);
  });
});

// Skipped (not failed) without TEST_DATABASE_URL; postgres-setup.ts prints how to run them.
describe.runIf(onPostgres)('openTestDatabase on PostgreSQL', () => {
  it('gives this worker a database of its own, named after the run and the worker', async () => {
    const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const base = new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1);
    expect(result.rows[0]!.name).toBe(`${base}_r${process.ppid}_w${process.env.VITEST_POOL_ID}`);
  });

  it("lets a second handle, standing for a second server, see the first one's rows", async () => {
    const second = await openTestDatabase();
    try {
      const to = `two-handles-${Date.now()}@example.com`;
      await database.db.insert(sandboxMail).values({ to, subject: 'seen', text: 'x' });
      const rows = await second.db.select().from(sandboxMail).where(eq(sandboxMail.to, to));
      expect(rows.map((row) => row.subject)).toEqual(['seen']);
    } finally {
      await second.close();
    }
  });
});

describe('postgres-setup', () => {
  it('says in one line how to run the PostgreSQL tests', () => {
    expect(POSTGRES_SKIPPED).not.toContain('\n');
    expect(POSTGRES_SKIPPED).toMatch(/TEST_DATABASE_URL=postgres:\/\/\S+ npm test$/);
  });

  it('names an unreachable server in one line, without its password', () => {
    const line = postgresUnreachable('postgres://portal:secret@db.example:5432/portal_test', new Error('ECONNREFUSED'));
    expect(line).toBe(
      'TEST_DATABASE_URL=postgres://portal:***@db.example:5432/portal_test cannot be reached (ECONNREFUSED): start that PostgreSQL server or unset TEST_DATABASE_URL to test on PGlite only',
    );
  });
});
