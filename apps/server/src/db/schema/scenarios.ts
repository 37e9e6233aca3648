import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CallAt, Expectation, ScenarioResult } from '@portal/shared/agents/scenarios';
import { users } from './auth.ts';
import { agents } from './agents.ts';

/** The owner's test scenarios of an agent: what the caller says and what the agent must do. */
export const agentScenarios = pgTable(
  'agent_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    callerTurns: jsonb('caller_turns').$type<string[]>().notNull(),
    expectations: jsonb('expectations').$type<Expectation[]>().notNull(),
    /** 'proposed' by the portal from the agent's set-up, or written by the 'owner'. */
    origin: text('origin').$type<'proposed' | 'owner'>().notNull(),
    /** When the call happens (a day of the week or a date, and a time, in the agent's zone); null is when it runs. */
    callAt: jsonb('call_at').$type<CallAt>(),
    /** Nobody answers the agent's transfers: the conversation goes on with the agent told so. */
    transfersUnanswered: boolean('transfers_unanswered').notNull().default(false),
    /** The latest run; cleared by an edit, which it no longer describes. */
    lastResult: jsonb('last_result').$type<ScenarioResult>(),
    /** The latest run on the agent's draft; it becomes the last result when the draft is published. */
    draftResult: jsonb('draft_result').$type<ScenarioResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_scenarios_agent_idx').on(table.agentId, table.createdAt)],
);

/**
 * The agents whose proposed scenarios were added once: an owner who deletes every scenario does
 * not get the proposals back on the next visit. The row is also what a change of an agent's
 * scenarios locks, so two additions at once cannot pass the per-agent limit.
 */
export const agentScenarioSeeds = pgTable('agent_scenario_seeds', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
