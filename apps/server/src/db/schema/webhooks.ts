import type {
  WebhookDeliveryEventType,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEventType,
} from '@portal/shared/webhooks.plain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What happened to an owner that their webhook endpoints may hear of (a call ended, an appointment
 * booked, an agent went live), written where it happens: the outbox of the webhooks. `key` says
 * what it is about (`call.ended:<call id>`), so recording it again records nothing new. A job fans
 * each event out to the endpoints that chose its type and sets `fanned_out_at`; a sweep fans out
 * any a job never reached. `ordering_key` names what its events must reach an endpoint in order
 * (`appointment:<id>`, `agent:<id>`), in the order of `occurred_at`, then `seq`.
 */
export const ownerEvents = pgTable(
  'owner_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookDeliveryEventType>().notNull(),
    key: text('key').notNull(),
    orderingKey: text('ordering_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (table) => [
    unique('owner_events_key_unique').on(table.userId, table.key),
    index('owner_events_unfanned_idx')
      .on(table.occurredAt)
      .where(sql`${table.fannedOutAt} is null`),
    index('owner_events_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * An owner's webhook endpoint: where events are sent, which ones, and the secret each delivery is
 * signed with (Standard Webhooks, `whsec_<base64>`), encrypted at rest like calendar tokens. An
 * endpoint whose every delivery failed for days is switched off (`disabled_reason` 'failing') and
 * the owner e-mailed once (`disabled_notice_sent_at`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failed delivery since the last one that arrived. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    disabledNoticeSentAt: timestamp('disabled_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One event sent to one endpoint, once (`endpoint_id`, `event_id` is unique), with the last try's
 * answer for the log. A try is claimed by `claimed_at` first, so neither a retry nor a second
 * server sends it at the same time. Its event's order is copied here, so a delivery waits while an
 * earlier one of the same `ordering_key` to the same endpoint is still pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => ownerEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookDeliveryEventType>().notNull(),
    orderingKey: text('ordering_key'),
    eventOccurredAt: timestamp('event_occurred_at', { withTimezone: true }).notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Tried again until then; a try after it that fails gives the delivery up. */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseBody: text('response_body'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('webhook_deliveries_once_unique').on(table.endpointId, table.eventId),
    index('webhook_deliveries_log_idx').on(table.endpointId, table.createdAt, table.id),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_chain_idx')
      .on(table.endpointId, table.orderingKey)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);
