import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Each e-mail the portal sends on its own (an urgent call, a day's digest, an allowance reached),
 * claimed by its kind and key before it is sent: whichever server claims it first sends it, and a
 * retry of a job that already sent it finds it sent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /**
     * What it is about: the call's id for an urgent matter, the owner's local date for a digest,
     * the usage period's start, metric and threshold for an allowance ('…|minutes|80').
     */
    key: text('key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('notification_deliveries_kind_key_unique').on(table.userId, table.kind, table.key),
    index('notification_deliveries_user_idx').on(table.userId),
  ],
);
