import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAgentId: uuid('assigned_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    provider: text('provider').notNull().default('telnyx'),
    providerNumberId: text('provider_number_id'),
    // The voice platform's phone-number id, needed to change the assignment and to release the number.
    vapiPhoneNumberId: text('vapi_phone_number_id'),
    phoneNumber: text('phone_number').notNull().unique(),
    friendlyName: text('friendly_name'),
    capabilities: jsonb('capabilities').$type<string[]>(),
    status: text('status').notNull().default('active'),
    syncError: text('sync_error'),
    // Whether the voice platform holds the number without an assistant, so it asks the portal who
    // answers each call: how calls from blocked numbers are refused before an agent picks up.
    screensCallers: boolean('screens_callers').notNull().default(false),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_numbers_user_id_idx').on(table.userId, table.createdAt)],
);
