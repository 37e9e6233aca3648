import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from './client.ts';

/** Runs `run` as the only holder of `key`; `run` gets the database handle to use inside the lock. */
export type KeyedLock = <T>(key: string, run: (db: Queryable) => Promise<T>) => Promise<T>;

/**
 * A lock per key that holds across every server of a deployment.
 *
 * - PostgreSQL (one database, possibly several servers): a transaction-scoped advisory lock on the
 *   key's hash; `run` works inside that transaction, so what it writes is visible to the next
 *   holder the moment the lock is released at commit.
 * - PGlite: the database lives inside this one process (its data directory cannot be opened by a
 *   second one), so the in-process queue below is already complete. A PGlite transaction would
 *   also stall every other query of the app while `run` waits on a vendor.
 *
 * Both queue callers of the same key in process first, so waiting requests do not each hold a
 * pooled connection. The queues belong to the database handle, so every lock made on one handle
 * shares them.
 */
const queuesOf = new WeakMap<object, Map<string, Promise<unknown>>>();

export function createKeyedLock(database: Pick<DatabaseHandle, 'db' | 'kind'>): KeyedLock {
  const queues = queuesOf.get(database.db) ?? new Map<string, Promise<unknown>>();
  queuesOf.set(database.db, queues);

  const inProcess = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(run);
    queues.set(key, next);
    void next
      .finally(() => {
        if (queues.get(key) === next) queues.delete(key);
      })
      .catch(() => undefined);
    return next;
  };

  return (key, run) =>
    inProcess(key, () =>
      database.kind === 'postgres'
        ? database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
            return run(tx);
          })
        : run(database.db),
    );
}
