import { parseHTML } from 'linkedom';
import { extractPage } from '../scrape/extract.ts';
import type { SiteFacts } from './crawl.ts';
import { factsFromDocument } from './site-facts.ts';

/** A page's links beyond this are menus of menus: a crawl of 25 pages never needs them. */
const MAX_LINKS = 300;

export type SitePage = { title: string; text: string; facts: SiteFacts; links: string[] };

/** Everything the crawler needs from one page; runs in a worker thread (page-worker.ts). */
export function readSitePage({ html, url }: { html: string; url: string }): SitePage {
  const { title, text } = extractPage(html);
  const { document } = parseHTML(html);
  let base = url;
  try {
    base = new URL(document.querySelector('base[href]')?.getAttribute('href') ?? url, url).href;
  } catch {
    // An unreadable <base>: links are read against the page's own address.
  }
  const links: string[] = [];
  for (const anchor of Array.from(
    document.querySelectorAll('a[href]') as ArrayLike<{ getAttribute(name: string): string | null }>,
  )) {
    if (links.length >= MAX_LINKS) break;
    const href = URL.parse(anchor.getAttribute('href') ?? '', base);
    if (href) links.push(href.href);
  }
  return { title, text, facts: factsFromDocument(document, url), links };
}
