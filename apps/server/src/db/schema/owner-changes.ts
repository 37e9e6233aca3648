import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which transactions changed an owner's data: one row per owner and writing transaction, written
 * by statement triggers on every table an owner's pages read (migration 0028). Whether anything
 * changed since an answer was read is then one index lookup, on every server of one database, and
 * writers never wait for each other (each inserts its own row; no counter is updated).
 */
export const ownerChanges = pgTable(
  'owner_changes',
  {
    userId: text('user_id').notNull(),
    xid: xid8('xid').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.xid] })],
);

/**
 * The oldest transaction still running, noted at each cleanup: once a noted one is older than any
 * kept answer can be, the changes before it are known to every answer and are deleted.
 */
export const ownerChangeHorizons = pgTable('owner_change_horizons', {
  notedAt: timestamp('noted_at', { withTimezone: true }).primaryKey().defaultNow(),
  oldestRunning: xid8('oldest_running').notNull(),
});
