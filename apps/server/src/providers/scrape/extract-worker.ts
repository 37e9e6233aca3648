import { extractPage } from './extract.ts';

/** Runs in a worker thread (extract-pool.ts): parsing a hostile page must never block requests. */
export default function extractInWorker(html: string) {
  return extractPage(html);
}
