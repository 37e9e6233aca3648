import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPage } from './extract.ts';
import { ARTICLE_HTML, NESTED_HTML, startTestSite } from './test-site.ts';
import { closeExtractPool, extractOffThread } from './extract-pool.ts';
import { ScrapeError } from './scrape.ts';
import { createWebScraper, SCRAPE_LIMITS } from './web-scraper.ts';

let site: Awaited<ReturnType<typeof startTestSite>>;
let scraper: ReturnType<typeof createWebScraper>;
beforeAll(async () => {
  site = await startTestSite();
  scraper = createWebScraper({ allowHosts: [`127.0.0.1:${site.port}`], timeoutMs: 1000 });
});
afterAll(async () => {
  site.close();
  await closeExtractPool();
});

async function failure(path: string, target = scraper) {
  const error = await target.fetchPage(path.startsWith('/') ? `${site.origin}${path}` : path).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ScrapeError);
  return error as ScrapeError;
}

describe('extractPage', () => {
  it('keeps the article and leaves scripts, styles, navigation and footer out', () => {
    const { title, text } = extractPage(ARTICLE_HTML);
    expect(title).toBe('Acme Plumbing | Austin');
    expect(text).toContain('A standard drain cleaning costs $149.');
    expect(text).toContain('Senior discount of 10%');
    expect(text).not.toMatch(/do not read|color: red|Copyright/);
    // One paragraph a line, so sentences from different blocks never run together.
    expect(text.split('\n')).toContain('Free estimates on every job');
  });

  it('reads a page nested far too deep with the plain text walk, without exhausting the stack', () => {
    const { title, text } = extractPage(NESTED_HTML);
    expect(title).toBe('Deep');
    expect(text.split('\n')).toHaveLength(1200);
    expect(text.split('\n')[0]).toBe('Deep text here.');
    const deeper = `<html><body>${'<div>'.repeat(20_000)}Bottom${'</div>'.repeat(20_000)}</body></html>`;
    expect(extractPage(deeper).text).toBe('Bottom');
  });

  it('stops a worker that overruns its time budget and says the page is too complex', async () => {
    const error = await extractOffThread(ARTICLE_HTML, 1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as ScrapeError).kind).toBe('too_complex');
    // The pool goes on serving the next page with a fresh thread.
    expect((await extractOffThread(ARTICLE_HTML)).title).toBe('Acme Plumbing | Austin');
  });

  it('falls back to the body when Readability finds no article', () => {
    const { title, text } = extractPage('<html><head><title> Hi </title></head><body><p>Call us.</p></body></html>');
    expect(title).toBe('Hi');
    expect(text).toBe('Call us.');
  });
});

describe('createWebScraper against a local site (allow-listed)', () => {
  it('reads a page: final URL after redirects, title and main text', async () => {
    const page = await scraper.fetchPage(`${site.origin}/hop1`);
    expect(page.finalUrl).toBe(`${site.origin}/article`);
    expect(page.title).toBe('Acme Plumbing | Austin');
    expect(page.text).toContain('Our licensed plumbers answer emergency calls 24 hours a day');
    expect(page.truncated).toBe(false);
  });

  it('decompresses gzip and decodes the declared charset', async () => {
    expect((await scraper.fetchPage(`${site.origin}/gzip`)).text).toContain('$1,200');
    const latin = await scraper.fetchPage(`${site.origin}/latin1`);
    expect(latin.title).toBe('Café');
    expect(latin.text).toContain('Café crème brûlée');
  });

  it('cuts a huge page at 2 MB and stops downloading', async () => {
    const page = await scraper.fetchPage(`${site.origin}/huge`);
    expect(page.truncated).toBe(true);
    expect(page.text.length).toBeGreaterThan(1_000_000);
    expect(page.text.length).toBeLessThanOrEqual(SCRAPE_LIMITS.maxBytes);
    // The server could not push the 50 MB: the socket was closed soon after the cap.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(site.stats.hugeBytesSent).toBeLessThan(10 * 1024 * 1024);
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    const error = await failure('/slow-headers');
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The website did not answer within 1 second.');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a body that trickles in past the deadline', async () => {
    expect((await failure('/slow-body')).kind).toBe('timeout');
  });

  it.each(['/json', '/png'])('refuses %s: not an HTML page', async (path) => {
    const error = await failure(path);
    expect(error.kind).toBe('not_html');
    expect(error.message).toBe('This link is not a web page (only HTML pages can be analyzed).');
  });

  it('reports an error status and an unknown host clearly', async () => {
    expect((await failure('/missing')).message).toBe('The website answered with an error (HTTP 404).');
    const noDns = createWebScraper({ resolve: async () => [] });
    const error = await failure('https://no-such-host.example/', noDns);
    expect(error.kind).toBe('dns_failed');
    expect(error.message).toBe('The website no-such-host.example could not be found.');
  });
});
