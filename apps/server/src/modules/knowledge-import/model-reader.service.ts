import {
  SITE_KNOWLEDGE_SCHEMA_NAME,
  siteKnowledgeJsonSchema,
  siteKnowledgeSchema,
} from '@portal/shared/agents/site-knowledge';
import type { CrawledPage, SiteFacts } from '../../ingestion/crawl/crawl.ts';
import { LlmError, type Llm } from '../../providers/llm/llm.ts';
import { proposalsFromKnowledge } from './knowledge-proposals.pure.ts';
import type { ProposalDraft } from './site-proposals.pure.ts';
import { clip } from './text-clip.pure.ts';

/** The pages' text sent to the model, in characters across all pages: enough for a small business's site, bounded in cost. */
export const MODEL_PAGES_BUDGET = 60_000;
/** The site's own structured data, sent as hints. */
const HINTS_BUDGET = 4_000;
/** Room for every field of a full site, lists included. */
const ANSWER_TOKENS = 6_000;

const SYSTEM = [
  "You read a small business's website to fill in what its phone receptionist knows.",
  'Report only what the pages state; never guess or invent. Leave a field null, or a list empty, when no page states it.',
  'Every value names the page it was read from in sourceUrl: exactly one of the page URLs given.',
  'Hours: days as Mon, Tue, Wed, Thu, Fri, Sat, Sun; times as 24-hour HH:MM. Prices as written on the site.',
  'Write descriptions and About text in plain sentences a receptionist could say, in the language of the site.',
  'The structured data the site marks up is given as hints: it is reliable.',
].join('\n');

/** Each page's text within the budget: every page gets an even share of what the pages before it left. */
export function pagesForModel(pages: CrawledPage[], budget = MODEL_PAGES_BUDGET) {
  let left = budget;
  return pages.map((page, index) => {
    const text = clip(page.text.trim(), Math.floor(left / (pages.length - index)));
    left -= text.length;
    return `=== Page: ${page.url}\nTitle: ${page.title}\n\n${text}`;
  });
}

/** The site's own data, without the bookkeeping of where each value came from. */
function hintsOf(facts: SiteFacts) {
  const { businessName, businessType, description, phones, emails, addresses, openingHours, offers } = facts;
  const hints = { businessName, businessType, description, phones, emails, addresses, openingHours, offers };
  return clip(JSON.stringify(hints), HINTS_BUDGET);
}

/**
 * The model's reading of the crawled pages as proposals, with its pages as sources. Throws
 * LlmError when the model cannot be reached or answers something that is not the schema.
 */
export async function readSiteWithModel(
  llm: Llm,
  crawl: { pages: CrawledPage[]; facts: SiteFacts },
  timezone: string | null,
): Promise<ProposalDraft[]> {
  const user = [
    `Structured data the site marks up (hints): ${hintsOf(crawl.facts)}`,
    ...pagesForModel(crawl.pages),
  ].join('\n\n');
  const answer = await llm.completeJson({
    system: SYSTEM,
    user,
    maxTokens: ANSWER_TOKENS,
    schemaName: SITE_KNOWLEDGE_SCHEMA_NAME,
    jsonSchema: siteKnowledgeJsonSchema,
  });
  const knowledge = siteKnowledgeSchema.safeParse(answer);
  if (!knowledge.success) {
    throw new LlmError('invalid_response', `The model's reading does not fit the schema: ${knowledge.error.message}`);
  }
  const pagesByUrl = new Map(crawl.pages.map((page) => [page.url, { url: page.url, title: page.title }]));
  return proposalsFromKnowledge(knowledge.data, pagesByUrl, timezone);
}
