import { z } from 'zod';
import { timestampSchema, uuidSchema } from '../api.ts';
import { WEBSITE_URL_MAX } from '../ai.ts';
import { saveSectionResultSchema } from './agent-results.ts';

// Reading the owner's website (or a document) into proposals for the Brain cards, which the
// owner reviews card by card. Nothing is written to the agent until a proposal is accepted.

/** The Brain cards an import can fill, in the order the review lists them. */
export const IMPORTABLE_CARDS = [
  'businessName',
  'typeOfBusiness',
  'description',
  'yourProducts',
  'yourPrices',
  'yourHours',
  'contactInfo',
  'faqAndPolicies',
  'aboutUs',
  'additionalInfo',
  'websiteInfo',
] as const;
export type ImportableCard = (typeof IMPORTABLE_CARDS)[number];

export const importSourceSchema = z.object({ url: z.string(), title: z.string() });
export type ImportSource = z.infer<typeof importSourceSchema>;

/**
 * One card's proposal: `section` is exactly the body that card's save takes (for example
 * `{ yourPrices: '…' }` or `{ yourHours: {…}, timezone: '…' }`), so accepting it goes through
 * the same rules as the card's own editor.
 */
export const cardProposalSchema = z.object({
  card: z.enum(IMPORTABLE_CARDS),
  section: z.record(z.string(), z.unknown()),
  sources: z.array(importSourceSchema),
  /** Against the previous import of the same agent: new, changed or the same as then. */
  change: z.enum(['new', 'changed', 'unchanged']),
});
export type CardProposal = z.infer<typeof cardProposalSchema>;

export const IMPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importPageSchema = z.object({ url: z.string(), title: z.string() });

export const knowledgeImportSchema = z.object({
  id: uuidSchema,
  agentId: uuidSchema,
  kind: z.enum(['website', 'document']),
  /** The site's address, or the document's file name. */
  source: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int(), current: z.string().nullable() }),
  /** Why a failed import failed, in words for the owner. */
  error: z.string().nullable(),
  /** 'model' when the language model read the pages; 'structured' when only the site's own data and text were. */
  reader: z.enum(['model', 'structured']).nullable(),
  pages: z.array(importPageSchema),
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  proposals: z.array(cardProposalSchema),
  /** Pages added, changed or gone since the previous import (empty on the first). */
  siteChanges: z.object({ added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) }),
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});
export type KnowledgeImport = z.infer<typeof knowledgeImportSchema>;

export const startWebsiteImportSchema = z
  .object({
    url: z
      .string()
      .max(WEBSITE_URL_MAX, 'This link is too long.')
      .meta({ description: "The business's website, with or without https://." }),
  })
  .strict();

/** The proposals the owner accepts, each as edited: card key to that card's section body. */
export const acceptProposalsSchema = z
  .object({
    cards: z
      .partialRecord(z.enum(IMPORTABLE_CARDS), z.record(z.string(), z.unknown()))
      .refine((cards) => Object.keys(cards).length > 0, 'Choose at least one card to accept.'),
    untouchedOnly: z.boolean().optional().meta({
      description:
        '"Accept all for empty cards": only cards that are empty or still hold their suggestion are saved; the cards the owner wrote are left as they are and named in `left`.',
    }),
  })
  .strict();
export type AcceptProposals = z.infer<typeof acceptProposalsSchema>;

/** The saved agent, the cards saved and the cards left because the owner wrote them. */
export const acceptProposalsResultSchema = saveSectionResultSchema.extend({
  filled: z.array(z.enum(IMPORTABLE_CARDS)),
  left: z.array(z.enum(IMPORTABLE_CARDS)),
});
export type AcceptProposalsResult = z.infer<typeof acceptProposalsResultSchema>;

export const IMPORT_MESSAGES = {
  running: 'An import is already running for this agent. Wait for it to finish.',
  notFound: 'Import not found.',
  notReady: 'This import has not finished yet.',
  notProposed: 'This import has no proposal for that card.',
  noPages: 'No page of this site could be read.',
} as const;
