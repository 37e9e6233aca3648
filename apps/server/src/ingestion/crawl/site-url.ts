import { ScrapeError } from '../scrape/scrape.ts';

/** Links to files no phone agent learns from, judged by the name before fetching. */
const FILE_EXTENSIONS = new Set(
  'pdf jpg jpeg png gif webp avif svg ico bmp tif tiff zip gz tgz tar rar 7z mp3 mp4 m4a mov avi wmv webm wav ogg doc docx xls xlsx ppt pptx odt csv json xml txt rss atom ics css js mjs map woff woff2 ttf eot otf exe dmg apk msi'.split(
    ' ',
  ),
);

/** Query parameters that only track the visitor: the same page with or without them. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|mc_[ce]id|_ga|ref|source|sessionid|phpsessid|sid)$/i;

/** The address as the owner typed it, with https:// when no scheme was given. */
export function normaliseStartUrl(input: string): URL {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme);
  } catch {
    throw new ScrapeError('unsupported_url', 'This is not a valid web address.');
  }
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The same site: the same host, with or without `www.` (the port must match too). */
export const sameSite = (a: URL, b: URL) => bareHost(a.hostname) === bareHost(b.hostname) && a.port === b.port;

/**
 * The URL to fetch for a link found on the site, or null when it should not be followed:
 * another site, not http(s) (mailto:, tel:, javascript:), or a file that is not a page.
 * The host is rewritten to the site's own spelling (www or not), the fragment and tracking
 * parameters dropped and the remaining parameters sorted, so one page has one URL.
 */
export function crawlableUrl(href: string, base: URL, site: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!sameSite(url, site) || url.username || url.password) return null;
  const extension = /\.([a-z\d]{1,5})$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && FILE_EXTENSIONS.has(extension)) return null;
  url.protocol = site.protocol;
  url.host = site.host;
  url.hash = '';
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  params.sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(params).toString();
  return url;
}

/** One key per page: `/services` and `/services/` are the same page on nearly every site. */
export const pageKey = (url: URL) => `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
