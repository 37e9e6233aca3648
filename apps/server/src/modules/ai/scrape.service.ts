import { AI_MESSAGES, normalizeWebsiteUrl, type ScrapeRequest, type ScrapeResponse } from '@portal/shared/ai';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import { ScrapeError, type FetchedPage, type PageFetcher } from '../../ingestion/scrape/scrape.ts';
import { summaryInput, summaryPrompt } from './prompts.pure.ts';

/** About 3,000 tokens of page text: enough for any business page's substance. */
export const PAGE_TEXT_MAX = 12_000;
/** Less than this is a page with almost nothing to learn from (a login wall, a script-only app). */
export const PAGE_TEXT_MIN = 200;
const SUMMARY_MAX = 8000;

export const SCRAPE_WARNINGS = {
  cut: 'The page is long; only its first part was analyzed.',
  short: 'Very little text was found on this page, so the summary may be incomplete.',
} as const;

/**
 * Refused links and names no website answers to are the user's to fix (400); a site that exists
 * but fails us is a 502 with its reason.
 */
function toAppError(error: ScrapeError): AppError {
  const message = `${AI_MESSAGES.scrapeFailed} ${error.message}`;
  if (error.kind === 'busy') return new AppError('UNAVAILABLE', message);
  const userFixable = ['unsupported_url', 'blocked_address', 'dns_failed', 'not_html', 'too_complex'].includes(
    error.kind,
  );
  return new AppError(userFixable ? 'BAD_REQUEST' : 'UPSTREAM_FAILED', message);
}

async function readPage(scrape: PageFetcher, url: string, log: Logger): Promise<FetchedPage> {
  try {
    return await scrape.fetchPage(url);
  } catch (error) {
    if (error instanceof ScrapeError) throw toAppError(error);
    log.error({ err: error }, 'page fetch failed unexpectedly');
    throw new AppError('UPSTREAM_FAILED', AI_MESSAGES.scrapeFailed);
  }
}

export async function scrapeWebsite(
  deps: { llm: Llm; scrape: PageFetcher },
  log: Logger,
  input: ScrapeRequest,
): Promise<ScrapeResponse> {
  const normalized = normalizeWebsiteUrl(input.url);
  if (!normalized.ok) throw new AppError('VALIDATION_FAILED', normalized.message);
  const page = await readPage(deps.scrape, normalized.url, log);

  if (!page.text.trim()) {
    throw new AppError('BAD_REQUEST', `${AI_MESSAGES.scrapeFailed} No readable text was found on this page.`);
  }
  const cut = page.truncated || page.text.length > PAGE_TEXT_MAX;
  const text = page.text.slice(0, PAGE_TEXT_MAX);
  let summary: string;
  try {
    const user = summaryInput({ title: page.title, url: page.finalUrl, text });
    summary = await deps.llm.complete({
      system: summaryPrompt(input.category),
      user,
      maxTokens: 500,
      temperature: 0.2,
    });
  } catch (error) {
    log.warn({ err: error }, 'page summary failed');
    throw new AppError(
      'UPSTREAM_FAILED',
      `${AI_MESSAGES.scrapeFailed} The AI summary could not be made; please try again.`,
    );
  }
  summary = summary.trim().slice(0, SUMMARY_MAX);
  if (!summary) throw new AppError('UPSTREAM_FAILED', AI_MESSAGES.summaryMissing);

  const warning = cut ? SCRAPE_WARNINGS.cut : text.length < PAGE_TEXT_MIN ? SCRAPE_WARNINGS.short : undefined;
  return { summary, url: page.finalUrl, processed_title: page.title, ...(warning ? { warning } : {}) };
}
