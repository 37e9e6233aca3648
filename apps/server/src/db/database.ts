import type { drizzle } from 'drizzle-orm/pglite';
import type { Broadcast } from './broadcast.ts';
import type * as schema from './schema/index.ts';

/** The Drizzle handle the code uses; PostgreSQL's is cast to it, as both speak the same SQL. */
export type Database = ReturnType<typeof drizzle<typeof schema>>;
/** A database handle or a transaction: repository functions work inside either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  broadcast: Broadcast;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};
