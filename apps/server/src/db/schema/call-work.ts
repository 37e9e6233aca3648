import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The answer to each tool call of a call, by the voice platform's tool-call id: a call the
 * platform sends again (a retry, a second server) gets the first answer instead of acting twice.
 */
export const toolCallResults = pgTable(
  'tool_call_results',
  {
    toolCallId: text('tool_call_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while the first attempt is still running. */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tool_call_results_created_idx').on(table.createdAt)],
);

/**
 * A claim on one start time of an owner's calendar, taken just before the event is written: two
 * callers asking for the same slot at once cannot both get it. A claim is a short lease; the
 * calendar itself (checked first) says whether an older booking still stands.
 */
export const slotClaims = pgTable(
  'slot_claims',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.startsAt] })],
);
