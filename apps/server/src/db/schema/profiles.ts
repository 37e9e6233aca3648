import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// One row per user, keyed by the user id; created on sign-up.
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  phoneNumber: text('phone_number'),
  avatarUrl: text('avatar_url'),
  plan: text('plan').notNull().default('Free'),
  subscriptionStatus: text('subscription_status'),
  subCurrentPeriodEnd: timestamp('sub_current_period_end', { withTimezone: true }),
  subTrialEnd: timestamp('sub_trial_end', { withTimezone: true }),
  googleCalendarConnected: boolean('google_calendar_connected').notNull().default(false),
  googleCalendarEmail: text('google_calendar_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
