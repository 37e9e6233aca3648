import robotsParser from 'robots-parser';

/** A site's robots.txt, read once per crawl. */
export type RobotsRules = {
  found: boolean;
  isAllowed(url: URL): boolean;
  /** Wait between two requests, capped: a site asking for more gets fewer pages read, not a stalled job. */
  delayMs: number;
  sitemaps: string[];
};

export const MAX_CRAWL_DELAY_MS = 2000;

/** `Mozilla/5.0 (compatible; ExampleBot/1.0; ...)` -> `ExampleBot`, the name robots.txt groups use. */
export function robotsToken(userAgent: string): string {
  return /\(compatible;\s*([^/;\s)]+)/i.exec(userAgent)?.[1] ?? userAgent.split(/[\s/]/)[0] ?? '*';
}

/** Rules from robots.txt's text; no file (or one that could not be read) allows everything. */
export function parseRobots(site: URL, text: string | null, userAgent: string): RobotsRules {
  if (text === null) return { found: false, isAllowed: () => true, delayMs: 0, sitemaps: [] };
  const robotsUrl = new URL('/robots.txt', site);
  const robots = robotsParser(robotsUrl.href, text);
  const token = robotsToken(userAgent);
  const delay = Number(robots.getCrawlDelay(token) ?? 0);
  return {
    found: true,
    // Checked as a path on the robots.txt's own origin: the rules cover www. and bare alike.
    isAllowed: (url) => robots.isAllowed(new URL(url.pathname + url.search, robotsUrl).href, token) !== false,
    delayMs: Number.isFinite(delay) ? Math.min(Math.max(delay, 0) * 1000, MAX_CRAWL_DELAY_MS) : 0,
    sitemaps: robots.getSitemaps(),
  };
}
