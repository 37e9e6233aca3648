import { z } from 'zod';
import { REWRITABLE_FIELDS } from './agents/cards.plain.ts';
import { KNOWLEDGE_CATEGORIES } from './agents/options.plain.ts';
import { REWRITE_TEXT_MAX, WEBSITE_URL_MAX } from './ai.plain.ts';

export * from './ai.plain.ts';

/** The AI helpers of the configuration page: "Rewrite with AI" and website knowledge. */

export const rewriteRequestSchema = z
  .object({
    // Blank text is answered with AI_MESSAGES.emptyText by the server, not a field error.
    text: z
      .string()
      .max(REWRITE_TEXT_MAX, `Use at most ${REWRITE_TEXT_MAX} characters.`)
      .meta({ pattern: '\\S', description: 'The text to rewrite; blank text is refused.' }),
    // The section title the text belongs to, e.g. "FAQ & Policies".
    context: z.string().trim().min(1, 'Say which section the text is for.').max(120),
    field: z
      .string()
      .refine((field) => REWRITABLE_FIELDS.includes(field), 'This field cannot be rewritten with AI.')
      .optional(),
  })
  .strict();
export type RewriteRequest = z.infer<typeof rewriteRequestSchema>;

export const rewriteResponseSchema = z.object({ rewrittenText: z.string() });
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;

export const knowledgeCategorySchema = z.enum(KNOWLEDGE_CATEGORIES, {
  error: `Choose one of: ${KNOWLEDGE_CATEGORIES.join(', ')}.`,
});

export const scrapeRequestSchema = z
  .object({
    // Empty and unparsable links get normalizeWebsiteUrl's messages.
    url: z
      .string()
      .max(WEBSITE_URL_MAX, 'This link is too long.')
      .meta({ pattern: '\\S', description: 'The page to read, with or without https://; blank is refused.' }),
    category: knowledgeCategorySchema,
  })
  .strict();
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

export const scrapeResponseSchema = z.object({
  summary: z.string(),
  url: z.string(),
  processed_title: z.string(),
  warning: z.string().optional(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;
