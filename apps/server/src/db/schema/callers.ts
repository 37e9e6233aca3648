import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';

/**
 * The people who have called an owner, one row per number. A caller belongs to the owner, not to
 * an agent: deleting an agent keeps them. The name is the one they last gave; the note is the
 * owner's, told to an agent that recognises returning callers.
 */
export const callers = pgTable(
  'callers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // E.164, as the voice platform reports the caller's number.
    number: text('number').notNull(),
    name: text('name'),
    note: text('note'),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('callers_user_number_key').on(table.userId, table.number),
    index('callers_user_last_call_idx').on(table.userId, table.lastCallAt.desc(), table.id.desc()),
  ],
);

/**
 * An appointment an agent booked in the owner's calendar, kept so a caller can find, move or
 * cancel it on a later call. The calendar event stays the truth: it is read before each change,
 * and one the owner moved or deleted in the calendar is followed.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    // The number the booking call came from (null for a browser test call) and the number the
    // caller gave for the booking, both E.164: either one finds it again.
    callerNumber: text('caller_number'),
    bookedNumber: text('booked_number'),
    callerName: text('caller_name').notNull(),
    summary: text('summary').notNull(),
    eventId: text('event_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    cancelReason: text('cancel_reason'),
    // The voice platform's id of the call that booked it.
    bookedByCall: text('booked_by_call'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('appointments_user_event_key').on(table.userId, table.eventId),
    index('appointments_user_caller_idx').on(table.userId, table.callerNumber, table.startsAt),
    index('appointments_user_booked_number_idx').on(table.userId, table.bookedNumber, table.startsAt),
  ],
);
