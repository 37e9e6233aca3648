/**
 * The AI helpers' messages and checks, without the schemas: a page that shows an agent's sync
 * state or checks a link before sending it does not load the validation library for them.
 */

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
