import { extractPage } from './extract.ts';

/**
 * Runs in a worker thread (extract-pool.ts): parsing a hostile page must never block requests.
 * `null` is the pool's warm-up: it only loads this module.
 */
export default function extractInWorker(html: string | null) {
  return html === null ? null : extractPage(html);
}
