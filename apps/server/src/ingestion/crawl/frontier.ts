import { pageKey } from './site-url.ts';

/** Beyond these the rest of the site is noise for a crawl of 25 pages (and memory for a trap). */
const MAX_KNOWN = 1000;
/** Query variants of one path (?page=2, ?sort=...): a few are real pages, hundreds are a trap. */
const MAX_QUERY_VARIANTS = 3;

type Candidate = { url: URL; depth: number; order: number };

/**
 * The pages still to read, shallowest first (breadth first from the start page; a sitemap entry
 * counts as deep as its path), each page once.
 */
export class Frontier {
  private readonly known = new Set<string>();
  private readonly variants = new Map<string, number>();
  private readonly queue: Candidate[] = [];
  private added = 0;

  /** Adds a page not seen before; false when it was known, or over the caps. */
  add(url: URL, depth: number): boolean {
    const key = pageKey(url);
    if (this.known.has(key) || this.known.size >= MAX_KNOWN) return false;
    if (url.search) {
      const count = this.variants.get(url.pathname) ?? 0;
      if (count >= MAX_QUERY_VARIANTS) return false;
      this.variants.set(url.pathname, count + 1);
    }
    this.known.add(key);
    this.queue.push({ url, depth, order: this.added++ });
    return true;
  }

  /** Records a page read outside the queue (the start page, a redirect's target) so it is not queued. */
  markSeen(url: URL) {
    this.known.add(pageKey(url));
  }

  next(): Candidate | undefined {
    if (this.queue.length === 0) return undefined;
    let best = 0;
    for (let index = 1; index < this.queue.length; index += 1) {
      const candidate = this.queue[index]!;
      const current = this.queue[best]!;
      if (candidate.depth < current.depth || (candidate.depth === current.depth && candidate.order < current.order)) {
        best = index;
      }
    }
    return this.queue.splice(best, 1)[0];
  }

  get pending() {
    return this.queue.length;
  }

  /** Every page known so far: read, being read, or waiting. */
  get size() {
    return this.known.size;
  }
}
