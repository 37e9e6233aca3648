import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resolver } from './destination.ts';
import { ScrapeError } from './scrape.ts';
import { startTestSite } from './test-site.ts';
import { createWebScraper } from './web-scraper.ts';

/** Names the tests resolve without real DNS, as a hostile DNS server would answer. */
const DNS: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['93.184.216.34', '10.0.0.5'],
  'mapped.test': ['::ffff:192.168.0.10'],
  'v6-private.test': ['fd12:3456::1'],
};
const resolver: Resolver = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());
afterEach(() => vi.restoreAllMocks());

async function refusal(url: string, allowHosts: string[] = []) {
  const httpRequest = vi.spyOn(http, 'request');
  const httpsRequest = vi.spyOn(https, 'request');
  const scraper = createWebScraper({ allowHosts, resolve: resolver, timeoutMs: 2000 });
  const error = await scraper.fetchPage(url).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(ScrapeError);
  return { error: error as ScrapeError, connections: httpRequest.mock.calls.length + httpsRequest.mock.calls.length };
}

describe('SSRF: hostile links are refused before any connection', () => {
  it.each([
    ['http://127.0.0.1/', 'this machine (loopback)'],
    ['http://localhost/', 'this machine or a local network'],
    ['http://app.localhost/', 'this machine or a local network'],
    ['http://[::1]/', 'this machine (loopback)'],
    ['http://10.0.0.1/', 'a private network'],
    ['http://172.16.0.1/', 'a private network'],
    ['http://192.168.1.1/', 'a private network'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'this machine or a local network'],
    ['http://0.0.0.0/', 'an unspecified address'],
    ['http://[::]/', 'an unspecified address'],
    ['http://[::ffff:127.0.0.1]/', 'this machine (loopback)'],
    ['http://[::ffff:169.254.169.254]/', 'cloud metadata'],
    ['http://2130706433/', 'this machine (loopback)'],
    ['http://0177.0.0.1/', 'this machine (loopback)'],
    ['http://0x7f.0.0.1/', 'this machine (loopback)'],
    ['http://127.1/', 'this machine (loopback)'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00:ec2::254]/', 'private'],
    ['http://loopback.test/', 'this machine (loopback)'],
    ['http://127.0.0.1.nip.io/', 'this machine (loopback)'],
    ['http://metadata.test/', 'cloud metadata'],
    ['http://mixed.test/', 'a private network'],
    ['http://mapped.test/', 'a private network'],
    ['http://v6-private.test/', 'private'],
  ])('%s', async (url, reason) => {
    const { error, connections } = await refusal(url);
    expect(error.kind).toBe('blocked_address');
    expect(error.message).toMatch(/^This address cannot be analyzed: it points to /);
    expect(error.message).toContain(reason);
    expect(connections).toBe(0);
  });

  it.each([
    ['file:///etc/passwd', 'Only web links'],
    ['ftp://example.com/file.txt', 'Only web links'],
    ['gopher://example.com:70/1', 'Only web links'],
    ['javascript:alert(1)', 'Only web links'],
    ['http://example.com:22/', 'port 22 is not a web port'],
    ['https://example.com:8443/', 'port 8443 is not a web port'],
    ['http://user:secret@example.com/', 'user name or password'],
  ])('%s', async (url, message) => {
    const { error, connections } = await refusal(url);
    expect(error.kind).toBe('unsupported_url');
    expect(error.message).toContain(message);
    expect(connections).toBe(0);
  });

  it('an allow-listed host is exempt only on its listed port', async () => {
    const { error, connections } = await refusal(`${site.origin}/article`, ['127.0.0.1']);
    expect(error.message).toContain(`port ${site.port} is not a web port`);
    expect(connections).toBe(0);
  });
});

describe('SSRF: every redirect hop is checked again', () => {
  it.each([
    ['/to-private', 'blocked_address', 'a private network'],
    ['/to-metadata', 'blocked_address', 'cloud metadata'],
    ['/to-localhost', 'blocked_address', 'this machine'],
    ['/to-loopback-other-port', 'unsupported_url', 'port 22'],
    ['/to-file', 'unsupported_url', 'Only web links'],
  ])('a redirect from an allowed site %s is refused', async (path, kind, message) => {
    const { error, connections } = await refusal(`${site.origin}${path}`, [`127.0.0.1:${site.port}`]);
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(message);
    expect(connections).toBe(1); // the allowed first hop only
  });

  it('stops after three redirects', async () => {
    const { error, connections } = await refusal(`${site.origin}/loop`, [`127.0.0.1:${site.port}`]);
    expect(error.kind).toBe('too_many_redirects');
    expect(connections).toBe(4);
  });
});

describe('SSRF: the connection goes to the address that was checked', () => {
  it('connects to the single resolved address, with no second lookup to rebind', async () => {
    let lookups = 0;
    const rebinding: Resolver = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    };
    // "pinned.test" exists in no real DNS: the request can only have used our checked answer.
    const scraper = createWebScraper({ allowHosts: [`pinned.test:${site.port}`], resolve: rebinding });
    const page = await scraper.fetchPage(`http://pinned.test:${site.port}/article`);
    expect(page.title).toBe('Acme Plumbing | Austin');
    expect(lookups).toBe(1);
  });
});
