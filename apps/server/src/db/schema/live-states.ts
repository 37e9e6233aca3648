import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agents } from './agents.ts';

/**
 * The last live state the portal saw of each agent, so that an agent that stops being live can
 * be reported on Home until the owner dismisses it or it is live again. The state itself is always
 * computed from the real state of the agent, its number and the calendar; this row only remembers
 * the transitions.
 */
export const agentLiveStates = pgTable(
  'agent_live_states',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    live: boolean('live').notNull(),
    /** The number the agent was last live on, as callers write it; kept after it stops. */
    liveNumber: text('live_number'),
    /** When the agent last became live. */
    lastLiveAt: timestamp('last_live_at', { withTimezone: true }),
    /** When it stopped being live; null while live or before it ever was. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** When the owner dismissed the alert about that stop. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_live_states_user_idx').on(table.userId)],
);
