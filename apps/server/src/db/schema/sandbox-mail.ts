import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Messages kept by the sandbox mailbox (no SMTP_URL); listed at /dev/mailbox.
export const sandboxMail = pgTable('sandbox_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
