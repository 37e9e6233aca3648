import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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
