import { setTimeout as sleep } from 'node:timers/promises';
import { EXTRACT_LIMITS, runOffThread } from '../scrape/extract-pool.ts';
import { safeFetchHtml, TEXT_TYPES, type FetchedHtml, type SafeFetchOptions } from '../scrape/safe-fetch.ts';
import { ScrapeError } from '../scrape/scrape.ts';
import type { CrawledPage, CrawlLimits, CrawlResult, CrawlStop, SiteCrawler } from './crawl.ts';
import { Frontier } from './frontier.ts';
import { mergeSiteFacts } from './merge-site-facts.ts';
import type { SitePage } from './read-site-page.ts';
import { parseRobots, type RobotsRules } from './robots.ts';
import { loadSitemapUrls } from './sitemap.ts';
import { crawlableUrl, normaliseStartUrl, pageKey, sameSite } from './site-url.ts';

type FetchSettings = Omit<SafeFetchOptions, 'maxBytes'> & { userAgent: string };
type CrawlOptions = NonNullable<Parameters<SiteCrawler['crawl']>[1]>;

const PAGE_WORKER = new URL('./page-worker.ts', import.meta.url).href;
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const refuse = (message: string) => new ScrapeError('unsupported_url', message);

/** A page left out for a reason of the crawl's own (its size), told to the owner as it is. */
class PageSkip extends Error {}

type ReadPage = { page: CrawledPage; links: string[] };

/** One crawl of one site: its queue, budgets and findings. */
export class CrawlRun {
  private readonly frontier = new Frontier();
  private readonly pages: CrawledPage[] = [];
  private readonly skipped: CrawlResult['skipped'] = [];
  private readonly readKeys = new Set<string>();
  private readonly deadline: AbortSignal;
  /** The caller's signal and the crawl's deadline: in-flight requests end at either. */
  private readonly signal: AbortSignal;
  private readonly aborted: Promise<never>;
  private site!: URL;
  private robots: RobotsRules = parseRobots(new URL('http://unknown/'), null, '');
  private bytes = 0;
  private attempts = 0;
  private finished = 0;
  private total = 0;
  private stop: CrawlStop | null = null;
  private nextRequestAt = 0;
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly settings: FetchSettings,
    private readonly limits: CrawlLimits,
    private readonly options: CrawlOptions,
  ) {
    this.deadline = AbortSignal.timeout(limits.maxDurationMs);
    this.signal = options.signal ? AbortSignal.any([options.signal, this.deadline]) : this.deadline;
    const caller = options.signal;
    this.aborted = new Promise<never>((_, reject) => {
      if (caller?.aborted) reject(caller.reason);
      caller?.addEventListener('abort', () => reject(caller.reason), { once: true });
    });
    this.aborted.catch(() => {}); // raced below; this only keeps an unraced rejection quiet
  }

  async run(input: string): Promise<CrawlResult> {
    const start = normaliseStartUrl(input);
    const first = await Promise.race([this.fetchStart(start), this.aborted]);
    this.site = new URL(first.finalUrl);
    this.frontier.markSeen(start);
    this.frontier.markSeen(this.site);
    this.attempts = 1;
    this.progress(this.site.pathname);
    const [page, sitemap] = await Promise.race([
      Promise.all([this.extract(first, true), this.readRobotsAndSitemaps()]),
      this.aborted,
    ]);
    this.finish(page, 0);
    for (const url of sitemap.urls) {
      const target = crawlableUrl(url, this.site, this.site);
      const depth = target ? target.pathname.split('/').filter(Boolean).length : 0;
      if (!target) continue;
      if (this.robots.isAllowed(target)) this.frontier.add(target, Math.max(1, depth));
      else this.skipDisallowed(target);
    }
    this.progress(null);
    await this.crawlQueue();
    return {
      startUrl: start.href,
      pages: this.pages,
      skipped: this.skipped,
      stoppedBy: this.stop ?? 'done',
      robotsTxt: this.robots.found,
      sitemap: sitemap.found,
      facts: mergeSiteFacts(this.pages),
    };
  }

  /** The page the owner gave: read even when robots.txt would say no, and its failure is the crawl's. */
  private async fetchStart(start: URL) {
    try {
      return await this.fetch(start, this.limits.maxPageBytes, this.settings.accept);
    } catch (error) {
      if (this.options.signal?.aborted || error instanceof ScrapeError) throw error;
      const seconds = this.limits.maxDurationMs / 1000;
      throw new ScrapeError(
        'timeout',
        `The website did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    }
  }

  private async readRobotsAndSitemaps() {
    const text = await this.fetchText(new URL('/robots.txt', this.site));
    this.robots = parseRobots(this.site, text, this.settings.userAgent);
    const named = this.robots.sitemaps.flatMap((url) => URL.parse(url) ?? []);
    const roots = [...named, new URL('/sitemap.xml', this.site)].filter(
      (url, index, all) => all.findIndex((other) => other.href === url.href) === index,
    );
    return loadSitemapUrls(roots, (url) => this.fetchText(url));
  }

  /** robots.txt and sitemaps: any failure means there is none. Only the site's own are read. */
  private async fetchText(url: URL): Promise<string | null> {
    const room = Math.min(this.limits.maxPageBytes, this.limits.maxTotalBytes - this.bytes);
    if (!sameSite(url, this.site) || room <= 0) return null;
    try {
      const fetched = await this.fetch(url, room, TEXT_TYPES);
      return fetched.truncated ? null : fetched.html;
    } catch (error) {
      if (this.options.signal?.aborted) throw error;
      return null;
    }
  }

  private async fetch(url: URL, maxBytes: number, accept?: readonly string[]): Promise<FetchedHtml> {
    const site = this.site as URL | undefined;
    const fetched = await safeFetchHtml(url.href, {
      ...this.settings,
      accept,
      maxBytes,
      signal: this.signal,
      // The start page may move to another host (the site's new address); the rest stay on the site.
      checkRedirect: site
        ? (next) => {
            if (!sameSite(next, site)) throw refuse('The page redirects to another website.');
            if (!this.robots.isAllowed(next)) throw refuse('The page redirects to a page robots.txt excludes.');
          }
        : undefined,
    });
    this.bytes += fetched.bytes;
    return fetched;
  }

  private async crawlQueue() {
    const active = new Set<Promise<void>>();
    for (;;) {
      while (active.size < this.limits.concurrency) {
        const next = this.pick();
        if (!next) break;
        const task: Promise<void> = this.visit(next.url, next.depth).finally(() => active.delete(task));
        active.add(task);
      }
      if (active.size === 0) return;
      await Promise.race([...active, this.aborted]);
    }
  }

  /** The next page to read, or none: the queue is empty or a limit was reached (noted in `stop`). */
  private pick() {
    if (this.stop || this.frontier.pending === 0) return undefined;
    if (this.deadline.aborted) this.stop = 'time_budget';
    else if (this.bytes >= this.limits.maxTotalBytes) this.stop = 'byte_budget';
    else if (this.attempts >= this.limits.maxPages) this.stop = 'page_limit';
    if (this.stop) return undefined;
    this.attempts += 1;
    return this.frontier.next();
  }

  private async visit(url: URL, depth: number) {
    const path = url.pathname + url.search;
    this.inFlight.add(path);
    this.progress(path);
    let read: ReadPage | null = null;
    try {
      await this.politeDelay();
      const room = Math.min(this.limits.maxPageBytes, this.limits.maxTotalBytes - this.bytes);
      const fetched = await this.fetch(url, room);
      // Pages read side by side each saw the same room, so together they may pass the budget:
      // the one that finishes past it is dropped, and the pages kept stay within it.
      const overBudget =
        this.bytes > this.limits.maxTotalBytes || (fetched.truncated && room < this.limits.maxPageBytes);
      if (overBudget) {
        this.stop ??= 'byte_budget';
        throw new PageSkip('The crawl reached its size limit while reading this page.');
      }
      if (fetched.truncated) throw new PageSkip(`The page is larger than ${megabytes(this.limits.maxPageBytes)}.`);
      read = await this.extract(fetched, false);
    } catch (error) {
      this.skipFailed(url, error);
    } finally {
      this.inFlight.delete(path);
      this.finish(read, depth);
    }
  }

  private skipFailed(url: URL, error: unknown) {
    if (this.options.signal?.aborted) return;
    if (this.deadline.aborted) {
      this.stop ??= 'time_budget';
      this.skipped.push({ url: url.href, reason: 'The crawl reached its time limit before this page was read.' });
      return;
    }
    const known = error instanceof ScrapeError || error instanceof PageSkip;
    const reason = known ? error.message : 'The page could not be read.';
    this.skipped.push({ url: url.href, reason });
  }

  /** Crawl-delay from robots.txt: request starts spaced that far apart, whatever the concurrency. */
  private async politeDelay() {
    if (this.robots.delayMs === 0) return;
    const now = performance.now();
    const wait = this.nextRequestAt - now;
    this.nextRequestAt = Math.max(now, this.nextRequestAt) + this.robots.delayMs;
    if (wait > 0) await sleep(wait, undefined, { signal: this.signal });
  }

  private async extract(fetched: FetchedHtml, start: boolean): Promise<ReadPage | null> {
    const url = new URL(fetched.finalUrl);
    const key = pageKey(url);
    if (this.readKeys.has(key)) {
      this.skipped.push({ url: url.href, reason: 'The same page as another address already read.' });
      return null;
    }
    this.readKeys.add(key);
    const started = performance.now();
    const read = await runOffThread<SitePage>(
      PAGE_WORKER,
      { html: fetched.html, url: url.href },
      EXTRACT_LIMITS.budgetMs,
    );
    const { links, ...content } = read;
    const page: CrawledPage = {
      url: url.href,
      path: url.pathname + url.search,
      ...content,
      title: content.title || url.hostname,
      truncated: start && fetched.truncated,
      bytes: fetched.bytes,
      extractMs: performance.now() - started,
    };
    return { page, links };
  }

  /** Keeps a page read and queues its links one level deeper. */
  private finish(read: ReadPage | null, depth: number) {
    this.finished += 1;
    if (read) {
      const { page, links } = read;
      this.pages.push(page);
      for (const link of links) {
        const target = crawlableUrl(link, new URL(page.url), this.site);
        if (!target) continue;
        if (this.robots.isAllowed(target)) this.frontier.add(target, depth + 1);
        else this.skipDisallowed(target);
      }
    }
    this.progress(this.inFlight.values().next().value ?? null);
  }

  private readonly disallowed = new Set<string>();
  private skipDisallowed(url: URL) {
    const key = pageKey(url);
    if (this.disallowed.has(key)) return;
    this.disallowed.add(key);
    this.skipped.push({ url: url.href, reason: 'The site’s robots.txt asks crawlers not to read this page.' });
  }

  private progress(current: string | null) {
    this.total = Math.max(this.total, Math.min(this.limits.maxPages, this.frontier.size), this.finished);
    this.options.onProgress?.({ done: this.finished, total: this.total, current });
  }
}
