import type { TextKind, TextStatus } from '@portal/shared/texts.plain';
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { users } from './auth.ts';
import { callRecords } from './call-records.ts';

/**
 * An owner's US texting registration (10DLC): the details they submitted, the messaging profile
 * their numbers text through, and where the brand and the campaign stand with the registry. A job
 * moves it along: the campaign is submitted once the brand is approved, and the numbers assigned
 * once the campaign is.
 */
export const textingRegistrations = pgTable(
  'texting_registrations',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // As submitted, the EIN included: it is sent again if the owner fixes a rejected brand.
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    messagingProfileId: text('messaging_profile_id'),
    brandId: text('brand_id'),
    brandStatus: text('brand_status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    brandReason: text('brand_reason'),
    campaignId: text('campaign_id'),
    campaignStatus: text('campaign_status')
      .$type<'not_started' | 'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('not_started'),
    campaignReason: text('campaign_reason'),
    // Each number's assignment to the campaign: { "+15125550100": { status, reason } }.
    numbers: jsonb('numbers').$type<Record<string, { status: string; reason: string | null }>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('texting_registrations_updated_idx').on(table.updatedAt)],
);

/**
 * Every text to or from an owner's numbers: confirmations and text-backs to callers, alerts to the
 * owner's mobile, callers' replies, and texts the portal held back (status `not_sent`, with why).
 * A text to send is claimed once by `claimed_at` before it goes to the provider, so neither a
 * retry nor a second server sends it twice; `dedupe_key` keeps one text per thing it is about.
 */
export const texts = pgTable(
  'texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    callId: uuid('call_id').references(() => callRecords.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TextKind>().notNull(),
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull(),
    // E.164: the owner's number and the caller's (or the owner's mobile).
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    // The caller's number either way: a caller's history is every text with them.
    callerNumber: text('caller_number'),
    body: text('body').notNull(),
    status: text('status').$type<TextStatus>().notNull(),
    reason: text('reason'),
    // The provider's id of the message, which its webhooks name.
    providerId: text('provider_id'),
    dedupeKey: text('dedupe_key'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('texts_user_dedupe_key').on(table.userId, table.dedupeKey),
    uniqueIndex('texts_provider_id_idx').on(table.providerId),
    index('texts_user_caller_idx').on(table.userId, table.callerNumber, table.createdAt.desc()),
    index('texts_call_idx').on(table.callId),
    index('texts_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** Numbers that texted STOP to an owner: nothing more is texted to them until they text START. */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    keyword: text('keyword').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.number] })],
);

/** Telnyx's webhook events already handled, by their id: a replayed or retried event changes nothing. */
export const telnyxEvents = pgTable(
  'telnyx_events',
  {
    id: text('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telnyx_events_received_idx').on(table.receivedAt)],
);
