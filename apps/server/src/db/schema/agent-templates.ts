import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Industry templates. The readable label is derived from `industry` (templateLabel in packages/shared).
export const agentTemplates = pgTable('agent_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  industry: text('industry').notNull().unique(),
  coreInstructions: text('core_instructions').notNull(),
  // Default values of agent fields for agents created from this template.
  defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
