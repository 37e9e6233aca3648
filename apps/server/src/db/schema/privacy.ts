import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * An owner's "Download my data": built in the background into one archive in storage, e-mailed as
 * a signed link that works for 24 hours. The row (and the archive) go when the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'building', 'ready' or 'failed'. */
    status: text('status').notNull().default('building'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * An account being closed. The owner's rows are deleted when it is asked for; what lives at the
 * vendors (a subscription, numbers, assistants, files, tools, calendar tokens, stored files) is
 * listed in its steps and closed by jobs that retry until each is done. No foreign key to the user:
 * the closure outlives the account, and is itself deleted once the final e-mail has gone.
 */
export const accountClosures = pgTable('account_closures', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The closed account's id, kept only to name the closure in logs. */
  userId: text('user_id').notNull(),
  /** Where the final e-mail goes. */
  email: text('email').notNull(),
  ownerName: text('owner_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finalEmailSentAt: timestamp('final_email_sent_at', { withTimezone: true }),
});

/**
 * One thing to close at a vendor: `kind` says what (a Stripe subscription, a Telnyx number, a Vapi
 * assistant, ...), `resource` its id there (a token is stored encrypted), `label` what the final
 * e-mail calls it. Done once `done_at` is set; `attempts` and `last_error` record the tries.
 */
export const accountClosureSteps = pgTable(
  'account_closure_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    closureId: uuid('closure_id')
      .notNull()
      .references(() => accountClosures.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    resource: text('resource').notNull(),
    label: text('label').notNull(),
    /** Steps run in order of their rank (a number is taken off the voice platform before Telnyx releases it). */
    rank: integer('rank').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('account_closure_steps_open_idx')
      .on(table.closureId, table.rank)
      .where(sql`${table.doneAt} is null`),
  ],
);
