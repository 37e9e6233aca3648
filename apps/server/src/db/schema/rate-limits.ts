import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate limits live in the database so that every server of a deployment counts the same
 * attempts: a limit kept in one process's memory doubles with two servers.
 */

/** Counted by rate-limiter-flexible: sign-in, sign-up and reset limits, AI helpers, failed sign-ins per account. */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
