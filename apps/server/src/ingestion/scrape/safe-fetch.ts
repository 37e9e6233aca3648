import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkDestination, type DestinationPolicy, type ResolvedAddress } from './destination.ts';
import { decodeHtml, readCapped } from './read-body.ts';
import { ScrapeError } from './scrape.ts';

export type SafeFetchOptions = DestinationPolicy & {
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Media types to read; HTML unless given (robots.txt and sitemaps are text and XML). */
  accept?: readonly string[];
  userAgent?: string;
  /** Ends the fetch early (the caller gave up); the caller's reason is thrown, not a ScrapeError. */
  signal?: AbortSignal;
  /** Called before following a redirect to an allowed address; throws to refuse it. */
  checkRedirect?: (next: URL) => void;
};

export type FetchedHtml = { finalUrl: string; html: string; truncated: boolean; bytes: number };

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
export const TEXT_TYPES = ['text/plain', 'application/xml', 'text/xml'];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; AIVoiceAgentPlatform/1.0; +knowledge-import)',
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

/** A DNS lookup that can only answer the address already checked (no second, rebindable lookup). */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };

function get(url: URL, target: ResolvedAddress, signal: AbortSignal, options: SafeFetchOptions) {
  const client = url.protocol === 'https:' ? https : http;
  const headers = {
    ...HEADERS,
    ...(options.userAgent && { 'user-agent': options.userAgent }),
    ...(options.accept && { accept: options.accept.join(',') }),
  };
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, { headers, lookup: pinnedLookup(target), agent: false, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** DNS has its own, longer timeouts: the fetch's deadline covers it too. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function networkError(error: unknown, signal: AbortSignal, timeoutMs: number): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (signal.aborted) {
    const seconds = timeoutMs / 1000;
    return new ScrapeError(
      'timeout',
      `The website did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return new ScrapeError('network', 'The website refused the connection.');
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) {
    return new ScrapeError('network', 'The website has an invalid security certificate.');
  }
  return new ScrapeError('network', 'The website could not be reached.');
}

/**
 * GET an HTML page without letting the link reach our own network: every hop is checked
 * (scheme, port, resolved address) before connecting to exactly that address, redirects are
 * followed by hand, and the whole fetch is bounded in time and size.
 */
export async function safeFetchHtml(input: string, options: SafeFetchOptions): Promise<FetchedHtml> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url = new URL(input);
  try {
    for (let hop = 0; ; hop += 1) {
      const target = await abortable(checkDestination(url, options), signal);
      if (hop > 0) options.checkRedirect?.(url);
      const response = await get(url, target, signal, options);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.destroy();
        if (hop >= options.maxRedirects) {
          throw new ScrapeError('too_many_redirects', `The page redirected more than ${options.maxRedirects} times.`);
        }
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new ScrapeError('http_status', `The website answered with an error (HTTP ${status}).`);
      }
      const contentType = response.headers['content-type'] ?? '';
      if (!(options.accept ?? HTML_TYPES).includes(contentType.split(';')[0]!.trim().toLowerCase())) {
        response.destroy();
        throw new ScrapeError('not_html', 'This link is not a web page (only HTML pages can be analyzed).');
      }
      const { bytes, truncated } = await readCapped(response, options.maxBytes);
      return { finalUrl: url.toString(), html: decodeHtml(bytes, contentType), truncated, bytes: bytes.length };
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw networkError(error, signal, options.timeoutMs);
  }
}
