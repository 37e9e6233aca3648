import type { CallOutcome } from '@portal/shared/call-outcome';
import type { AppointmentChange } from '@portal/shared/callers.plain';
import { UNCOUNTED_OUTCOMES } from '@portal/shared/call-outcome.plain';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';
import { phoneNumbers } from './phone-numbers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    // The published version of the agent that answered (agent_versions.number); null for a call
    // before the first version, or one with the draft (a test call).
    agentVersion: integer('agent_version'),
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
    // When the recording and transcript were deleted (by the owner's retention, or by hand), here and
    // at the voice platform; the outcome, times and cost stay for usage and analytics.
    artifactsDeletedAt: timestamp('artifacts_deleted_at', { withTimezone: true }),
    cost: numeric('cost', { precision: 12, scale: 4 }),
    appointment: jsonb('appointment').$type<Record<string, unknown>>(),
    // What the call did to bookings, in order: booked, moved (from and to) or cancelled.
    appointmentChanges: jsonb('appointment_changes').$type<AppointmentChange[]>().notNull().default([]),
    // What the agent reported happened (the shared call-outcome shape), when it reported one.
    outcome: jsonb('outcome').$type<CallOutcome>(),
    // When the owner marked an urgent matter or a message as dealt with, and who did.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept by the database from the outcome, so the inbox filters and sorts on indexed columns.
    outcomeKind: text('outcome_kind').generatedAlwaysAs((): SQL => sql`${callRecords.outcome}->>'outcome'`),
    needsAttention: boolean('needs_attention').generatedAlwaysAs(
      (): SQL =>
        sql`(${callRecords.outcome}->>'outcome' in ('urgent', 'message_taken') or coalesce((${callRecords.outcome}->>'urgent')::boolean, false)) and ${callRecords.handledAt} is null`,
    ),
    searchText: tsvector('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', coalesce(${callRecords.summary}, '') || ' ' || coalesce(${callRecords.transcript}, '') || ' ' || coalesce(${callRecords.outcome}->>'message', '') || ' ' || coalesce(${callRecords.outcome}->>'callerName', ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_records_user_started_idx').on(table.userId, table.startedAt),
    // Newest first, with the id breaking ties of one instant: one index per way the inbox narrows.
    index('call_records_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('call_records_user_agent_created_idx').on(
      table.userId,
      table.agentId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('call_records_user_outcome_created_idx').on(
      table.userId,
      table.outcomeKind,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('call_records_attention_idx')
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.needsAttention}`),
    index('call_records_search_idx').using('gin', table.searchText),
    // A caller's own calls, newest first (the caller's page and the callers list).
    index('call_records_user_customer_created_idx').on(table.userId, table.customerNumber, table.createdAt.desc()),
  ],
);

/**
 * When a call happened, in SQL: when it started, or when it was recorded if it never started. Usage,
 * activity, the daily summary, retention and the questions asked all count a call at this time.
 * Wrap it (sql`${callTimeSql}`) before `.as()` or `.mapWith()`, which change the object they are on.
 */
export const callTimeSql = sql<Date>`coalesce(${callRecords.startedAt}, ${callRecords.createdAt})`;

/**
 * A caller's urgent matter in SQL, as the shared isUrgentOutcome decides it: the outcome says
 * urgent, or the agent flagged the call urgent.
 */
export const urgentOutcomeSql = sql<boolean>`(coalesce(${callRecords.outcome}->>'outcome' = 'urgent', false) or coalesce((${callRecords.outcome}->>'urgent')::boolean, false))`;

/**
 * A call that counts toward usage, allowance e-mails and the daily summary: not a blocked caller's
 * and not one the agent ended as spam (the shared UNCOUNTED_OUTCOMES).
 */
export const countedCallSql = sql<boolean>`(${callRecords.outcomeKind} is null or ${callRecords.outcomeKind} not in (${sql.join(
  UNCOUNTED_OUTCOMES.map((kind) => sql`${kind}`),
  sql`, `,
)}))`;
