import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The numbers an owner will not take calls from. A call from one is refused before any agent
 * answers it, on every number of the owner's.
 */
export const blockedCallers = pgTable(
  'blocked_callers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // E.164, as the voice platform reports the caller's number.
    number: text('number').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('blocked_callers_user_number_key').on(table.userId, table.number)],
);
