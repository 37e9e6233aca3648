import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pages from './fixture-pages.ts';

/**
 * "Bright Smile Dental" served on 127.0.0.1 for the crawl tests and bench (allow-listed there):
 * the business pages, robots.txt and a sitemap index, and the traps a crawler must survive (a link
 * maze, a huge page, a PDF without an extension, a redirect to the cloud metadata address, and
 * links to other sites).
 */
export type FixtureSiteOptions = {
  /** Crawl-delay in robots.txt, in seconds. */
  crawlDelay?: number;
  /** Every page answers this late (for the time budget). */
  pageDelayMs?: number;
  /** Size of /gallery; keep it above the crawl's maxPageBytes. */
  hugeBytes?: number;
};

type Reply = { status?: number; type?: string; body?: string | Buffer; location?: string };

function sitemap(origin: string, paths: string[], index = false) {
  const [outer, inner] = index ? ['sitemapindex', 'sitemap'] : ['urlset', 'url'];
  const entries = paths.map((path) => `<${inner}><loc>${origin}${path}</loc></${inner}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><${outer} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</${outer}>`;
}

function routes(origin: string, options: FixtureSiteOptions): Record<string, () => Reply> {
  const html = (body: string) => () => ({ body });
  const robots = ['User-agent: *', 'Disallow: /admin/'];
  if (options.crawlDelay) robots.push(`Crawl-delay: ${options.crawlDelay}`);
  robots.push(`Sitemap: ${origin}/sitemap.xml`);
  const xml = (body: string) => () => ({ type: 'application/xml', body });
  const blogPaths = Object.keys(pages.POSTS).map((slug) => `/blog/${slug}`);
  return {
    '/': html(pages.HOME),
    '/services': html(pages.SERVICES),
    '/faq': html(pages.FAQ),
    '/about': html(pages.ABOUT),
    '/contact': html(pages.CONTACT),
    '/team': html(pages.TEAM),
    '/insurance': html(pages.INSURANCE),
    '/blog/': html(pages.BLOG),
    ...Object.fromEntries(
      Object.entries(pages.POSTS).map(([slug, title]) => [`/blog/${slug}`, html(pages.post(title))]),
    ),
    '/admin/': html(pages.layout('Staff', '<p>Staff only.</p>')),
    '/robots.txt': () => ({ type: 'text/plain', body: `${robots.join('\n')}\n` }),
    '/sitemap.xml': xml(sitemap(origin, ['/sitemap-pages.xml', '/sitemap-blog.xml'], true)),
    '/sitemap-pages.xml': xml(
      sitemap(origin, ['/', '/services', '/faq', '/about', '/contact', '/team', '/insurance', '/blog/']),
    ),
    '/sitemap-blog.xml': xml(sitemap(origin, blogPaths)),
    '/price-list': () => ({ type: 'application/pdf', body: '%PDF-1.4 price list' }),
    '/gallery': () => ({
      body: `<html><body>${'<p>Smile gallery. </p>'.repeat((options.hugeBytes ?? 3e6) / 20)}</body></html>`,
    }),
    '/book-online': () => ({ status: 302, location: 'http://169.254.169.254/latest/meta-data/' }),
    '/to-private': () => ({ status: 302, location: 'http://10.0.0.1/' }),
  };
}

export async function startFixtureSite(options: FixtureSiteOptions = {}) {
  const requests: string[] = [];
  let origin = '';
  let table: Record<string, () => Reply> = {};
  const server = createServer((request, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push(path);
    const maze = /^\/maze\/(\d+)$/.exec(path);
    const reply: Reply = maze
      ? { body: pages.mazePage(Number(maze[1])) }
      : (table[path]?.() ?? { status: 404, body: pages.layout('Not found', '<p>Not found.</p>') });
    const send = () => {
      const headers: Record<string, string> = { 'content-type': reply.type ?? 'text/html; charset=utf-8' };
      if (reply.location) headers.location = reply.location;
      response.writeHead(reply.status ?? 200, headers);
      response.end(reply.body);
    };
    if (options.pageDelayMs) setTimeout(send, options.pageDelayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  table = routes(origin, options);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, origin, host: `127.0.0.1:${port}`, requests, close };
}
