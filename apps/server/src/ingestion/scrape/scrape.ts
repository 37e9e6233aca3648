/**
 * Reading a web page for an agent's knowledge. Our types only: the service sees the page's main
 * text and title, never the network. The fetch is SSRF-safe (safe-fetch.ts,
 * docs/decisions/0018-ssrf-safe-scraping.md).
 */

export type FetchedPage = {
  /** Where the page was finally read from, after redirects. */
  finalUrl: string;
  title: string;
  /** The main text, one paragraph a line. */
  text: string;
  /** The page was larger than the size cap and only its beginning was read. */
  truncated: boolean;
};

export interface PageFetcher {
  fetchPage(url: string): Promise<FetchedPage>;
}

export type ScrapeErrorKind =
  /** Not http(s), a port other than 80/443, or a user name in the link. */
  | 'unsupported_url'
  /** The address is loopback, private, link-local, metadata or otherwise not public. */
  | 'blocked_address'
  /** The host name does not resolve. */
  | 'dns_failed'
  | 'timeout'
  | 'too_many_redirects'
  /** The site answered with an error status. */
  | 'http_status'
  | 'not_html'
  /** Connection refused or reset, or a body that could not be decoded. */
  | 'network'
  /** The page took longer than its time budget to read (a trap, or a generated dump). */
  | 'too_complex'
  /** Every reader of this server is busy: the page was not queued. */
  | 'busy';

/** A scrape failure whose message is safe to show the user. */
export class ScrapeError extends Error {
  override readonly name = 'ScrapeError';
  constructor(
    readonly kind: ScrapeErrorKind,
    message: string,
  ) {
    super(message);
  }
}
