/**
 * Reading a whole small-business website: the fixture "Bright Smile Dental" site (11 pages, its
 * robots.txt and sitemaps, and the traps it links to) crawled 5 times; the median crawl time and
 * the median time to extract a page's text and facts (off-thread). Budget: a crawl under 5 s.
 *
 * `npm run bench` includes it; alone: `npx tsx bench/site-crawl.ts`.
 */
import { fileURLToPath } from 'node:url';
import { startFixtureSite } from '../apps/server/src/ingestion/crawl/fixture-site.ts';
import { createSiteCrawler } from '../apps/server/src/ingestion/crawl/site-crawler.ts';
import { closeExtractPool } from '../apps/server/src/ingestion/scrape/extract-pool.ts';
import { formatTable, type Figure } from './report.ts';

export const SITE_CRAWL_BUDGET_MS = 5000;
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type SiteCrawlRun = { runs: number; pages: number; crawlMedianMs: number; extractMedianMs: number };

export async function measureSiteCrawl(): Promise<SiteCrawlRun> {
  const site = await startFixtureSite();
  try {
    const crawler = createSiteCrawler({ allowHosts: [site.host] });
    const crawlTimes: number[] = [];
    const extractTimes: number[] = [];
    let pages = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await crawler.crawl(site.origin);
      crawlTimes.push(performance.now() - started);
      // The first run starts the worker threads: its extraction times are not a page's cost.
      if (run > 0) extractTimes.push(...result.pages.map((page) => page.extractMs));
      pages = result.pages.length;
    }
    return { runs: RUNS, pages, crawlMedianMs: median(crawlTimes), extractMedianMs: median(extractTimes) };
  } finally {
    await site.close();
  }
}

export function siteCrawlFigures(run: SiteCrawlRun | undefined, skipped?: string): Figure[] {
  return [
    {
      figure: 'website crawl of the fixture site: median',
      value: run ? Math.round(run.crawlMedianMs * 10) / 10 : null,
      unit: 'ms',
      budget: `< ${SITE_CRAWL_BUDGET_MS} ms`,
      status: !run ? 'skipped' : run.crawlMedianMs < SITE_CRAWL_BUDGET_MS ? 'pass' : 'miss',
      note: run ? `${run.pages} pages, ${run.runs} runs` : skipped,
    },
    {
      figure: 'website crawl: text and facts extraction per page, median',
      value: run ? Math.round(run.extractMedianMs * 10) / 10 : null,
      unit: 'ms',
      budget: '-',
      status: run ? 'info' : 'skipped',
      note: run ? 'off-thread, warm workers' : skipped,
    },
  ];
}

/** For bench/run.ts: a failure becomes a skipped row, not a broken bench. */
export async function benchSiteCrawl(log: (message: string) => void) {
  log(`website crawl: the fixture site, ${RUNS} runs`);
  try {
    const run = await measureSiteCrawl();
    return { run, figures: siteCrawlFigures(run) };
  } catch (error) {
    const skipped = `website crawl failed: ${String(error).split('\n')[0]}`;
    log(skipped);
    return { skipped, figures: siteCrawlFigures(undefined, skipped) };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchSiteCrawl((message) => process.stdout.write(`[bench] ${message}\n`))
    .then(async ({ figures }) => {
      await closeExtractPool();
      process.stdout.write(`\n${formatTable(figures)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
