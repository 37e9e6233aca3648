import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';

/**
 * Questions callers asked that the owner has since answered on a card. The questions themselves
 * are read from the calls' outcomes; this row only hides a question asked before it was answered,
 * so the same question asked again later shows again.
 */
export const knowledgeGapResolutions = pgTable(
  'knowledge_gap_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The question's grouping key (the shared questionKey), not its wording. */
    questionKey: text('question_key').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('knowledge_gap_resolutions_agent_key_unique').on(table.agentId, table.questionKey),
    index('knowledge_gap_resolutions_user_idx').on(table.userId),
  ],
);
