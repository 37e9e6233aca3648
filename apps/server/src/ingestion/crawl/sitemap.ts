import { DOMParser } from 'linkedom';

/** Enough for any small business; a sitemap of a million products is read only this far. */
const MAX_URLS = 500;
/** Sitemap files read per crawl, index children included. */
const MAX_FILES = 6;

export type FetchText = (url: URL) => Promise<string | null>;

/** `<loc>` entries of a sitemap (or of an index), or lines of a plain-text sitemap. */
function readSitemap(text: string): { urls: string[]; children: string[] } {
  if (!text.trimStart().startsWith('<')) {
    return { urls: text.split(/\s+/).filter((line) => /^https?:\/\//i.test(line)), children: [] };
  }
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const locs = (parent: string) =>
    Array.from(document.querySelectorAll(`${parent} > loc`) as ArrayLike<{ textContent: string | null }>, (loc) =>
      (loc.textContent ?? '').trim(),
    ).filter(Boolean);
  return { urls: locs('url'), children: locs('sitemap') };
}

/**
 * Page URLs listed by the site's sitemaps: the ones robots.txt names, else /sitemap.xml.
 * A sitemap index is followed one level deep; nested indexes are not.
 */
export async function loadSitemapUrls(roots: URL[], fetchText: FetchText) {
  const urls: string[] = [];
  let found = false;
  let files = 0;
  const read = async (url: URL) => {
    files += 1;
    const text = await fetchText(url);
    if (text === null) return [];
    const sitemap = readSitemap(text);
    found ||= sitemap.urls.length > 0 || sitemap.children.length > 0;
    urls.push(...sitemap.urls.slice(0, MAX_URLS - urls.length));
    return sitemap.children;
  };
  for (const root of roots) {
    if (files >= MAX_FILES || urls.length >= MAX_URLS) break;
    for (const child of await read(root)) {
      if (files >= MAX_FILES || urls.length >= MAX_URLS) break;
      const childUrl = URL.parse(child);
      if (childUrl) await read(childUrl);
    }
  }
  return { found, urls };
}
