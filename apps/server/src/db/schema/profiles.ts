import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  // A new account is on the Free plan, and that plan is active; Stripe's webhooks write the rest.
  subscriptionStatus: text('subscription_status').default('active'),
  /** When the paid subscription began (Stripe's start_date); null on the Free plan. */
  subStartedAt: timestamp('sub_started_at', { withTimezone: true }),
  /**
   * The paid period usage is counted in, with sub_current_period_end: Stripe's period start, or the
   * earlier start of the period it continues (continuedUsageStart in modules/billing).
   */
  subCurrentPeriodStart: timestamp('sub_current_period_start', { withTimezone: true }),
  subCurrentPeriodEnd: timestamp('sub_current_period_end', { withTimezone: true }),
  subTrialEnd: timestamp('sub_trial_end', { withTimezone: true }),
  /** Set by Stripe's webhooks only (modules/billing); the customer is made on the first checkout or portal visit. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The plan ends at sub_current_period_end instead of renewing (cancelled in the portal). */
  subCancelAtPeriodEnd: boolean('sub_cancel_at_period_end').notNull().default(false),
  /** The Stripe time (event.created) of the subscription state written last: older events are ignored. */
  subscriptionChangedAt: timestamp('subscription_changed_at', { withTimezone: true }),
  googleCalendarConnected: boolean('google_calendar_connected').notNull().default(false),
  googleCalendarEmail: text('google_calendar_email'),
  // The owner's own time zone (IANA) for the daily digest; null until chosen.
  timezone: text('timezone'),
  notifyUrgentEmail: boolean('notify_urgent_email').notNull().default(true),
  dailyDigestEnabled: boolean('daily_digest_enabled').notNull().default(true),
  /** The local time of day ('HH:MM', 24-hour) the digest goes out at. */
  dailyDigestTime: text('daily_digest_time').notNull().default('18:00'),
  // E.164: where the Texts card's alerts to the owner go (urgent calls, messages); null: none.
  textAlertsMobile: text('text_alerts_mobile'),
  /** How long call recordings and transcripts are kept, in days; null keeps them until deleted. */
  retentionDays: integer('retention_days'),
  /** Card numbers and social security numbers are masked in stored transcripts and summaries. */
  redactSensitive: boolean('redact_sensitive').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
