import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CardProposal, ImportStatus } from '@portal/shared/agents/knowledge-import';
import { users } from './auth.ts';
import { agents } from './agents.ts';

/** A page as read, with a hash of its text: the next import tells the owner what changed on the site. */
export type ImportedPage = { url: string; title: string; hash: string };

/**
 * One reading of an owner's website (or document) for an agent, run by a background job: its
 * progress while it runs, then the proposals the owner reviews. Proposals are never written to
 * the agent by the job; the owner accepts them.
 */
export const knowledgeImports = pgTable(
  'knowledge_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'website' | 'document'>().notNull(),
    /** The site's address, or the document's file name. */
    source: text('source').notNull(),
    /** Where an uploaded document is kept (the storage key); null for a website. */
    fileKey: text('file_key'),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    progress: jsonb('progress')
      .$type<{ done: number; total: number; current: string | null }>()
      .notNull()
      .default({ done: 0, total: 0, current: null }),
    error: text('error'),
    reader: text('reader').$type<'model' | 'structured'>(),
    pages: jsonb('pages').$type<ImportedPage[]>().notNull().default([]),
    skipped: jsonb('skipped').$type<{ url: string; reason: string }[]>().notNull().default([]),
    proposals: jsonb('proposals').$type<CardProposal[]>().notNull().default([]),
    siteChanges: jsonb('site_changes')
      .$type<{ added: string[]; changed: string[]; removed: string[] }>()
      .notNull()
      .default({ added: [], changed: [], removed: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('knowledge_imports_agent_idx').on(table.agentId, table.createdAt),
    index('knowledge_imports_user_idx').on(table.userId),
  ],
);
