import { readSitePage } from './read-site-page.ts';

/** Runs in the page extraction threads (scrape/extract-pool.ts): a hostile page must never block requests. */
export default readSitePage;
