import type { Resolver } from '../scrape/destination.ts';
import { systemResolver } from '../scrape/destination.ts';
import { CRAWL_LIMITS, type CrawlLimits, type SiteCrawler } from './crawl.ts';
import { CrawlRun } from './crawl-run.ts';

export type SiteCrawlerOptions = {
  /** SCRAPE_ALLOW_HOSTS: `host` or `host:port`, exempt from the private-address block (tests, demos). */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  limits?: Partial<CrawlLimits>;
  /** Sent with every request; robots.txt rules are matched on its product name (AIVoiceAgentPlatform). */
  userAgent?: string;
};

export const CRAWLER_USER_AGENT = 'Mozilla/5.0 (compatible; AIVoiceAgentPlatform/1.0; +knowledge-import)';

/** Redirects followed per page: enough for http -> https -> www -> trailing slash. */
const MAX_REDIRECTS = 3;

/** Reads a small business's website, politely and safely, into pages with text and facts. */
export function createSiteCrawler(options: SiteCrawlerOptions = {}): SiteCrawler {
  const limits = { ...CRAWL_LIMITS, ...options.limits };
  const fetchSettings = {
    allowHosts: options.allowHosts ?? [],
    resolve: options.resolve ?? systemResolver,
    userAgent: options.userAgent ?? CRAWLER_USER_AGENT,
    timeoutMs: limits.perPageTimeoutMs,
    maxRedirects: MAX_REDIRECTS,
  };
  return {
    crawl: (startUrl, crawlOptions = {}) => new CrawlRun(fetchSettings, limits, crawlOptions).run(startUrl),
  };
}
