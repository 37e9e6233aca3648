import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe events the portal acts on, by event id, so that each is processed once across servers:
 * a redelivery or a replay finds its row and changes nothing. A row without processed_at is an
 * attempt under way; one left so for minutes (a server that died) may be taken again.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own time (event.created). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
