import { z } from 'zod';
import { REWRITABLE_FIELDS } from './agents/cards.ts';
import { KNOWLEDGE_CATEGORIES } from './agents/options.ts';

/** The AI helpers of the configuration page: "Rewrite with AI" and website knowledge. */

export const AI_MESSAGES = {
  emptyText: "There's no text to rewrite.",
  rewriteFormat: 'AI rewrite did not return the expected text format.',
  rewriteFailed: 'Failed to rewrite text.',
  rewriteSuccess: 'Text rewritten successfully with AI!',
  rewriteUnchanged: 'The AI returned the same text: nothing was changed.',
  rewriteSessionExpired: 'Session expired. Please log in again.',
  emptyUrl: 'Oops! Please enter a webpage URL.',
  invalidUrl: 'Invalid website link.',
  unsupportedScheme: 'Only web links (http:// or https://) can be analyzed.',
  scrapeFailed: 'Failed to process URL.',
  scrapeSessionExpired: 'Session expired.',
  summaryMissing: 'Analyzing function returned invalid or missing summary data.',
} as const;

export const REWRITE_TEXT_MAX = 10_000;

/** Whether a rewrite is the text it was given, spacing aside: then nothing was rewritten. */
export const sameText = (before: string, after: string) =>
  before.trim().replace(/\s+/g, ' ') === after.trim().replace(/\s+/g, ' ');

export const WEBSITE_URL_MAX = 2048;

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

/**
 * The URL rules, shared by the form and the server: blank is an error, a link without a
 * scheme gets https://, and what still does not parse as a web address is an invalid link.
 */
export function normalizeWebsiteUrl(raw: string): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, message: AI_MESSAGES.emptyUrl };
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { ok: false, message: AI_MESSAGES.unsupportedScheme };
    }
    if (!url.hostname) return { ok: false, message: AI_MESSAGES.invalidUrl };
    return { ok: true, url: url.toString() };
  } catch {
    return { ok: false, message: AI_MESSAGES.invalidUrl };
  }
}
