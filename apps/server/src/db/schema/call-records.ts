import type { CallOutcome } from '@portal/shared/call-outcome';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';
import { phoneNumbers } from './phone-numbers.ts';

// Usage is summed by user_id, so every call keeps its owner.
export const callRecords = pgTable(
  'call_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vapiCallId: text('vapi_call_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    phoneNumberId: uuid('phone_number_id').references(() => phoneNumbers.id, { onDelete: 'set null' }),
    type: text('type'),
    status: text('status'),
    customerNumber: text('customer_number'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    callDurationSeconds: integer('call_duration_seconds'),
    endedReason: text('ended_reason'),
    summary: text('summary'),
    transcript: text('transcript'),
    messages: jsonb('messages').$type<unknown[]>(),
    recordingUrl: text('recording_url'),
    cost: numeric('cost', { precision: 12, scale: 4 }),
    appointment: jsonb('appointment').$type<Record<string, unknown>>(),
    // What the agent reported happened (the shared call-outcome shape), when it reported one.
    outcome: jsonb('outcome').$type<CallOutcome>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('call_records_user_started_idx').on(table.userId, table.startedAt)],
);
