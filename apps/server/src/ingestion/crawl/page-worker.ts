import { readSitePage } from './read-site-page.ts';

/**
 * Runs in the page extraction threads (scrape/extract-pool.ts): a hostile page must never block
 * requests. `null` is the pool's warm-up: it only loads this module.
 */
export default function readPageInWorker(task: Parameters<typeof readSitePage>[0] | null) {
  return task === null ? null : readSitePage(task);
}
