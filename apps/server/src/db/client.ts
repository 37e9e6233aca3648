import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle, Queryable } from './database.ts';
import { pgliteBroadcast, postgresBroadcast } from './broadcast.ts';
import { seedTemplates } from './seed/seed-templates.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type { Database, DatabaseHandle, Queryable } from './database.ts';

/**
 * A hot read, built and prepared once for each database handle (or transaction) it runs on:
 * Drizzle does not build its SQL again for every request, and PostgreSQL parses and plans it once
 * on each connection (a named statement). Its values are placeholders, given when it runs.
 */
export function preparedRead<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const prepared = new WeakMap<Queryable, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

type OpenDatabaseOptions = {
  url?: string;
  dataDir?: string;
  /**
   * Told of every query the app makes through Drizzle, with its text (the bench counts the queries
   * per request). Without it Drizzle logs nothing and this costs nothing.
   */
  onQuery?: (query: string) => void;
};

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (a directory, or in memory
 * for tests), and applies the migrations. Both speak the same SQL through the same Drizzle schema.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema, logger });
    // migrate() takes no lock of its own; serialise concurrent starters with an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(724100)');
      await migratePg(db, { migrationsFolder });
      await seedTemplates(db as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock(724100)').catch(() => undefined);
      client.release();
    }
    const broadcast = postgresBroadcast(options.url, pool);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      broadcast,
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        await broadcast.close();
        await pool.end();
      },
    };
  }
  const client = options.dataDir ? new PGlite(join(options.dataDir, 'pglite')) : new PGlite();
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  await seedTemplates(db);
  return {
    db,
    kind: 'pglite',
    broadcast: pgliteBroadcast(client),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
