/**
 * Reading a small business's whole website: a few dozen pages of the site, politely (robots.txt,
 * one site at two requests at a time), each with its text and the facts a phone agent needs.
 * Our types only; every request goes through the SSRF-safe fetch (scrape/safe-fetch.ts).
 */

export type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
export type OpeningHours = { days: Weekday[]; opens: string /* HH:MM 24h */; closes: string };

export type SiteFacts = {
  businessName: string | null;
  /** The schema.org @type, like 'Dentist', or null. */
  businessType: string | null;
  description: string | null;
  /** E.164 (+15125550100) when the number could be read, else as written. */
  phones: string[];
  emails: string[];
  /** One line each: '12 Main St, Austin, TX 78701'. */
  addresses: string[];
  openingHours: OpeningHours[];
  faqs: { question: string; answer: string }[];
  offers: { name: string; price: string | null /* '149.00' */; currency: string | null; description: string | null }[];
};

/** A field of SiteFacts, for telling which page a value came from. */
/** Facts of a page (or site) that states none. */
export const noSiteFacts = (): SiteFacts => ({
  businessName: null,
  businessType: null,
  description: null,
  phones: [],
  emails: [],
  addresses: [],
  openingHours: [],
  faqs: [],
  offers: [],
});

export type FactField = keyof SiteFacts;

/** Where one value of the merged facts was first found: `index` into the field's list (0 for a single value). */
export type FactSource = { field: FactField; index: number; value: string; url: string };

export type MergedSiteFacts = SiteFacts & { sources: FactSource[] };

export type CrawledPage = {
  url: string;
  path: string;
  title: string;
  text: string;
  facts: SiteFacts;
  /** Only the start page is kept when cut at maxPageBytes; any other page that large is skipped. */
  truncated: boolean;
  bytes: number;
  /** Time spent extracting the text and facts (off-thread), for the bench and logs. */
  extractMs: number;
};

export type CrawlProgress = { done: number; total: number; current: string | null /* path being read */ };

export type CrawlStop = 'done' | 'page_limit' | 'byte_budget' | 'time_budget';

export type CrawlResult = {
  startUrl: string;
  pages: CrawledPage[];
  skipped: { url: string; reason: string }[];
  stoppedBy: CrawlStop;
  robotsTxt: boolean;
  sitemap: boolean;
  /** The pages' facts merged, each value with the page it came from (mergeSiteFacts). */
  facts: MergedSiteFacts;
};

export interface SiteCrawler {
  /** Rejects with a ScrapeError when the start page cannot be read, and with the signal's reason when aborted. */
  crawl(
    startUrl: string,
    options?: { onProgress?: (progress: CrawlProgress) => void; signal?: AbortSignal },
  ): Promise<CrawlResult>;
}

export const CRAWL_LIMITS = {
  maxPages: 25,
  maxTotalBytes: 8 * 1024 * 1024,
  maxDurationMs: 60_000,
  concurrency: 2,
  perPageTimeoutMs: 5000,
  maxPageBytes: 2 * 1024 * 1024,
};

export type CrawlLimits = typeof CRAWL_LIMITS;
