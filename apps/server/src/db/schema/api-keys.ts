import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * @public better-auth's API key plugin reads and writes it through the schema object it is given
 * (its documented `apikey` table, named `apiKey` so that it is `apiKeys` in the plural, as the
 * other auth tables are). The key itself is never stored: `key` is its SHA-256 hash and `start`
 * its first characters, for the owner to tell keys apart. The key's scope is in `permissions`
 * (auth/api-keys.ts). Only user-owned keys exist here, so the owner is a user, and deleting the
 * user deletes their keys.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    configId: text('config_id').notNull().default('default'),
    name: text('name'),
    start: text('start'),
    prefix: text('prefix'),
    key: text('key').notNull(),
    referenceId: text('reference_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refillInterval: integer('refill_interval'),
    refillAmount: integer('refill_amount'),
    lastRefillAt: timestamp('last_refill_at', { withTimezone: true }),
    enabled: boolean('enabled').default(true),
    rateLimitEnabled: boolean('rate_limit_enabled').default(true),
    rateLimitTimeWindow: integer('rate_limit_time_window').default(86_400_000),
    rateLimitMax: integer('rate_limit_max').default(10),
    requestCount: integer('request_count').default(0),
    remaining: integer('remaining'),
    // The last request made with the key, set by every verification.
    lastRequest: timestamp('last_request', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    permissions: text('permissions'),
    metadata: text('metadata'),
  },
  (table) => [uniqueIndex('api_keys_key_idx').on(table.key), index('api_keys_reference_id_idx').on(table.referenceId)],
);
