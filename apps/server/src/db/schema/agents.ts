import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TransferMode } from '@portal/shared/agents/transfers.plain';
import { users } from './auth.ts';
import { agentTemplates } from './agent-templates.ts';
import type { TextingSettings } from '@portal/shared/texts.plain';
import type { PrivacySettings } from '@portal/shared/agents/privacy.plain';

// The agent row is the source of truth; the voice-platform assistant is compiled from it.
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentName: text('agent_name').notNull(),
    imageUrl: text('image_url'),
    vapiAgentId: text('vapi_agent_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    gender: text('gender'),
    attitude: text('attitude'),
    businessType: text('business_type'),
    templateId: uuid('template_id').references(() => agentTemplates.id, { onDelete: 'set null' }),
    coreInstructions: text('core_instructions'),
    initialConfigSnapshot: jsonb('initial_config_snapshot').$type<Record<string, unknown>>(),
    userSavedSections: jsonb('user_saved_sections').$type<string[]>().notNull().default([]),
    timezone: text('timezone').notNull().default('America/New_York'),
    voice: text('voice'),
    vibe: text('vibe').default('cheerful_upbeat'),
    accent: text('accent').default('standard_us'),
    speakingStyle: text('speaking_style'),

    businessName: text('business_name'),
    typeOfBusiness: text('type_of_business'),
    description: text('description'),
    yourProducts: text('your_products'),
    yourPrices: text('your_prices'),
    yourHours: jsonb('your_hours').$type<unknown>(),
    /** Closed days beyond the weekly hours (closures.plain.ts). */
    closures: jsonb('closures').$type<unknown>().notNull().default([]),
    contactInfo: text('contact_info'),
    faqAndPolicies: text('faq_and_policies'),
    aboutUs: text('about_us'),
    topicsToAvoid: text('topics_to_avoid'),
    additionalInfo: text('additional_info'),
    // Text, or a list of {url, processed_title, user_category, summary} entries.
    websiteInfo: jsonb('website_info').$type<unknown>(),

    greeting: text('greeting'),
    endOfCall: text('end_of_call'),
    specialOffers: text('special_offers'),
    callForwarding: text('call_forwarding'),
    scheduling: text('scheduling'),
    schedulingConfig: jsonb('scheduling_config').$type<unknown>(),
    schedulingInstructionsText: text('scheduling_instructions_text'),
    infoToCollect: text('info_to_collect'),
    makeASale: text('make_a_sale'),
    additionalTasks: text('additional_tasks'),
    givingQuotes: text('giving_quotes'),

    callForwardingActive: boolean('call_forwarding_active').notNull().default(false),
    // Up to five places to transfer callers (transfers.plain.ts); the agent's single forwarding
    // number became the first (migration 0017).
    transferDestinations: jsonb('transfer_destinations').$type<unknown>().notNull().default([]),
    transferMode: text('transfer_mode').$type<TransferMode>().notNull().default('warm'),
    transferNoAnswerSeconds: integer('transfer_no_answer_seconds').notNull().default(20),
    // The agent is told who a returning caller is (name, next appointment, the owner's note).
    rememberCallers: boolean('remember_callers').notNull().default(true),
    // The Texts card: a switch and a template per text, over the defaults (readTextingSettings);
    // an agent that never saved the card has none of its own, so a better default reaches it.
    textingSettings: jsonb('texting_settings').$type<Partial<TextingSettings>>().notNull().default({}),
    // The Recording & Privacy card (recording, the notice callers hear, saying it is an AI), over
    // the defaults like the Texts card: an agent that never saved it records and tells callers so.
    privacySettings: jsonb('privacy_settings').$type<Partial<PrivacySettings>>().notNull().default({}),

    urgentMattersEnabled: boolean('urgent_matters_enabled').notNull().default(false),
    urgentMattersSituations: text('urgent_matters_situations'),
    urgentMattersAction: text('urgent_matters_action'),
    urgentMattersInfoToCollect: jsonb('urgent_matters_info_to_collect').$type<string[]>().notNull().default([]),
    urgentMattersInfoToCollectOther: text('urgent_matters_info_to_collect_other'),
    urgentMattersDestinationId: text('urgent_matters_destination_id'),

    // Voice-platform sync state: a vendor failure never loses an edit (docs/product.md#voice-platform-sync).
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    syncError: text('sync_error'),
    // Every edit counts up `version`; `syncedVersion` is the newest one the voice platform has, so
    // a slow push of an older version is always followed by a push of the newer one.
    version: integer('version').notNull().default(1),
    syncedVersion: integer('synced_version'),
    // The knowledge-base file and query tool pushed with the assistant when the website knowledge
    // passes the prompt's budget, kept to be replaced or removed by the next push; the digest of
    // what was uploaded lets a push whose knowledge did not change keep them.
    vapiKnowledgeFileId: text('vapi_knowledge_file_id'),
    vapiKnowledgeToolId: text('vapi_knowledge_tool_id'),
    vapiKnowledgeDigest: text('vapi_knowledge_digest'),
    // One push per agent at a time, across servers: a push holds this lease while it travels, so
    // an older version can never land on the platform after a newer one was recorded. A server
    // that dies mid-push leaves a lease that simply runs out.
    pushLeaseUntil: timestamp('push_lease_until', { withTimezone: true }),
    // Once the agent answers a number, card saves land in a draft (the versioned columns, whole)
    // while callers keep hearing the columns above; publishing copies the draft over them.
    draftValues: jsonb('draft_values').$type<Record<string, unknown>>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    // The assistant the browser test call talks to while there is a draft, kept apart from the
    // live one so a test never changes what callers hear.
    draftAssistantId: text('draft_assistant_id'),
    // How many times each card was saved: a save from a page that read an older count is refused,
    // so two tabs never overwrite each other's card unseen.
    cardRevisions: jsonb('card_revisions').$type<Record<string, number>>().notNull().default({}),
    // The published version callers hear (agent_versions.number); null before the first.
    publishedVersion: integer('published_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agents_user_id_deleted_idx').on(table.userId, table.isDeleted)],
);

/** Each published configuration of an agent, numbered from 1: what callers heard, and from when. */
export const agentVersions = pgTable(
  'agent_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    /** The name (or e-mail address) of who published it, as it was then. */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agent_versions_agent_number_idx').on(table.agentId, table.number)],
);
