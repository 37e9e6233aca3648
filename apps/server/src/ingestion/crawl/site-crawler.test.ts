import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resolver } from '../scrape/destination.ts';
import { closeExtractPool } from '../scrape/extract-pool.ts';
import { ScrapeError } from '../scrape/scrape.ts';
import type { CrawlProgress } from './crawl.ts';
import { BUSINESS } from './fixture-pages.ts';
import { startFixtureSite } from './fixture-site.ts';
import { createSiteCrawler } from './site-crawler.ts';

type Site = Awaited<ReturnType<typeof startFixtureSite>>;
let site: Site;
/** Records every host name looked up: a crawl that stays on 127.0.0.1 looks up none. */
const lookups: string[] = [];
const resolve: Resolver = async (hostname) => {
  lookups.push(hostname);
  return [{ address: '93.184.216.34', family: 4 }];
};
const crawlerFor = (target: Site, limits = {}) =>
  createSiteCrawler({ allowHosts: [target.host], resolve, limits: { maxPageBytes: 200_000, ...limits } });

beforeAll(async () => {
  site = await startFixtureSite({ hugeBytes: 400_000 });
});
afterAll(async () => {
  await site.close();
  await closeExtractPool();
});

describe('crawling the fixture site', () => {
  let result: Awaited<ReturnType<ReturnType<typeof createSiteCrawler>['crawl']>>;
  const progress: CrawlProgress[] = [];
  beforeAll(async () => {
    site.requests.length = 0;
    result = await crawlerFor(site).crawl(site.origin, { onProgress: (step) => progress.push(step) });
  });

  it('reads the business pages, the sitemap-only page and the blog', () => {
    expect(result.pages.map((page) => page.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/blog/',
        '/blog/first-visit',
        '/blog/kids-teeth',
        '/blog/whitening-tips',
        '/contact',
        '/faq',
        '/insurance',
        '/services',
        '/team',
      ].sort(),
    );
    expect(result.pages[0]!.path).toBe('/');
    expect(result.stoppedBy).toBe('done');
    expect(result.robotsTxt).toBe(true);
    expect(result.sitemap).toBe(true);
    // /insurance is linked from nowhere: only the sitemap index's child names it.
    expect(site.requests).toEqual(expect.arrayContaining(['/sitemap.xml', '/sitemap-pages.xml', '/insurance']));
  });

  it('respects robots.txt, reads each page once and stays on the site', () => {
    expect(site.requests).not.toContain('/admin/');
    expect(result.skipped).toContainEqual({
      url: `${site.origin}/admin/`,
      reason: 'The site’s robots.txt asks crawlers not to read this page.',
    });
    const pageRequests = site.requests.filter((path) => !/robots|sitemap/.test(path));
    expect(new Set(pageRequests).size).toBe(pageRequests.length);
    expect(pageRequests.some((path) => /[?#]|\.pdf$/.test(path))).toBe(false);
    expect(lookups).toEqual([]);
  });

  it('skips the huge page, the PDF and the redirect to the metadata address, with reasons', () => {
    const reason = (path: string) => result.skipped.find((entry) => entry.url === `${site.origin}${path}`)?.reason;
    expect(reason('/gallery')).toBe('The page is larger than 0.2 MB.');
    expect(reason('/price-list')).toBe('This link is not a web page (only HTML pages can be analyzed).');
    expect(reason('/book-online')).toBe(
      'This address cannot be analyzed: it points to a link-local or cloud metadata address.',
    );
  });

  it('reports progress that only moves forward and ends complete', () => {
    for (const [index, step] of progress.entries()) {
      expect(step.done).toBeLessThanOrEqual(step.total);
      if (index === 0) continue;
      expect(step.done).toBeGreaterThanOrEqual(progress[index - 1]!.done);
      expect(step.total).toBeGreaterThanOrEqual(progress[index - 1]!.total);
    }
    expect(progress.at(-1)).toEqual({ done: 14, total: 14, current: null });
  });

  it('merges the facts of the site with the page each came from', () => {
    expect(result.facts).toMatchObject({
      businessName: BUSINESS.name,
      businessType: 'Dentist',
      phones: [BUSINESS.phone, '+15125550199'],
      emails: [BUSINESS.email],
      addresses: [BUSINESS.address],
      openingHours: [
        { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '08:00', closes: '17:00' },
        { days: ['Sat'], opens: '09:00', closes: '13:00' },
      ],
    });
    expect(result.facts.faqs).toHaveLength(4);
    expect(result.facts.offers).toContainEqual(expect.objectContaining({ name: 'Teeth whitening', price: '399.00' }));
    expect(result.facts.sources).toContainEqual({
      field: 'phones',
      index: 1,
      value: '+15125550199',
      url: `${site.origin}/contact`,
    });
    expect(result.pages.find((page) => page.path === '/services')!.text).toContain('Take-home trays are $199.');
  });
});

describe('limits and stopping', () => {
  it('stops at the page limit in a link maze', async () => {
    const result = await crawlerFor(site, { maxPages: 6 }).crawl(`${site.origin}/maze/0`);
    expect(result.stoppedBy).toBe('page_limit');
    expect(result.pages.length + result.skipped.filter((entry) => !/robots/.test(entry.reason)).length).toBe(6);
  });

  it('stops at the byte budget', async () => {
    const result = await crawlerFor(site, { maxTotalBytes: 6000 }).crawl(site.origin);
    expect(result.stoppedBy).toBe('byte_budget');
    expect(result.pages.reduce((sum, page) => sum + page.bytes, 0)).toBeLessThanOrEqual(6000);
  });

  it('stops at the time budget', async () => {
    const slow = await startFixtureSite({ pageDelayMs: 150 });
    try {
      const result = await crawlerFor(slow, { maxDurationMs: 700 }).crawl(slow.origin);
      expect(result.stoppedBy).toBe('time_budget');
      expect(result.pages.length).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });

  it('waits the Crawl-delay between requests', async () => {
    const polite = await startFixtureSite({ crawlDelay: 0.2 });
    try {
      const started = performance.now();
      const result = await crawlerFor(polite, { maxPages: 3 }).crawl(polite.origin);
      expect(result.pages).toHaveLength(3);
      // The second and third pages start at least 0.2 s apart.
      expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      await polite.close();
    }
  });

  it('stops when the caller aborts, with the abort reason', async () => {
    const controller = new AbortController();
    const crawl = crawlerFor(site).crawl(site.origin, {
      signal: controller.signal,
      onProgress: ({ done }) => done === 2 && controller.abort(new Error('cancelled by the owner')),
    });
    await expect(crawl).rejects.toThrow('cancelled by the owner');
    const before = site.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.requests.length).toBe(before);
  });
});

describe('the start page', () => {
  const refusal = async (url: string, allowHosts = [site.host]) => {
    const error = await createSiteCrawler({ allowHosts, resolve })
      .crawl(url)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScrapeError);
    return error as ScrapeError;
  };

  it('refuses a private address, and a redirect to one, with the scraper’s messages', async () => {
    expect((await refusal('http://10.0.0.5/', [])).message).toBe(
      'This address cannot be analyzed: it points to a private network.',
    );
    expect((await refusal(`${site.origin}/to-private`)).message).toBe(
      'This address cannot be analyzed: it points to a private network.',
    );
    expect((await refusal(`${site.origin}/book-online`)).kind).toBe('blocked_address');
  });

  it('reports a start page that fails and adds https:// when the scheme is missing', async () => {
    expect((await refusal(`${site.origin}/missing`)).message).toBe('The website answered with an error (HTTP 404).');
    const fetchSpy = vi.fn<Resolver>(async () => []);
    const error = await createSiteCrawler({ resolve: fetchSpy })
      .crawl('brightsmile.example')
      .catch((caught: unknown) => caught);
    expect((error as ScrapeError).message).toBe('The website brightsmile.example could not be found.');
    expect(fetchSpy).toHaveBeenCalledWith('brightsmile.example');
  });
});
