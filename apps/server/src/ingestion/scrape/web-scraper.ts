import { systemResolver, type Resolver } from './destination.ts';
import { extractOffThread } from './extract-pool.ts';
import { safeFetchHtml } from './safe-fetch.ts';
import type { PageFetcher } from './scrape.ts';

export type WebScraperOptions = {
  /** SCRAPE_ALLOW_HOSTS: `host` or `host:port`, exempt from the private-address block. */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export const SCRAPE_LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

/** Reads a public web page safely and extracts its main text and title. */
export function createWebScraper(options: WebScraperOptions = {}): PageFetcher {
  const settings = {
    allowHosts: options.allowHosts ?? [],
    resolve: options.resolve ?? systemResolver,
    timeoutMs: options.timeoutMs ?? SCRAPE_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? SCRAPE_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? SCRAPE_LIMITS.maxRedirects,
  };
  return {
    async fetchPage(url) {
      const { finalUrl, html, truncated } = await safeFetchHtml(url, settings);
      const { title, text } = await extractOffThread(html);
      return { finalUrl, title: title || new URL(finalUrl).hostname, text, truncated };
    },
  };
}
