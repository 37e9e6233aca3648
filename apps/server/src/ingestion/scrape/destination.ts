import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedReason } from './ip-policy.ts';
import { ScrapeError } from './scrape.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to (injected in tests so no real DNS is needed). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type DestinationPolicy = {
  /** `host` or `host:port` entries exempt from the private-address block (SCRAPE_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  resolve: Resolver;
};

/** Names that only ever mean this machine or the local network (RFC 6761, mDNS, cloud metadata). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

const refused = (reason: string) =>
  new ScrapeError('blocked_address', `This address cannot be analyzed: it points to ${reason}.`);

/**
 * Checks one URL (the first request or a redirect) and returns the single address to connect to.
 * The connection is pinned to it, so a second DNS answer (rebinding) cannot change the target.
 */
export async function checkDestination(url: URL, policy: DestinationPolicy): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeError('unsupported_url', 'Only web links (http:// or https://) can be analyzed.');
  }
  if (url.username || url.password) {
    throw new ScrapeError('unsupported_url', 'Links with a user name or password cannot be analyzed.');
  }
  const host = url.hostname.toLowerCase();
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowed =
    policy.allowHosts.includes(`${host}:${port}`) ||
    ((port === 80 || port === 443) && policy.allowHosts.includes(host));
  if (!allowed && port !== 80 && port !== 443) {
    throw new ScrapeError(
      'unsupported_url',
      `This address cannot be analyzed: port ${port} is not a web port (80 or 443).`,
    );
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (!allowed && LOCAL_NAME.test(bare.replace(/\.$/, ''))) throw refused('this machine or a local network');

  let addresses: ResolvedAddress[];
  if (isIP(bare)) {
    addresses = [{ address: bare, family: isIP(bare) === 6 ? 6 : 4 }];
  } else {
    addresses = await policy.resolve(bare).catch(() => []);
    if (addresses.length === 0) throw new ScrapeError('dns_failed', `The website ${host} could not be found.`);
  }
  if (!allowed) {
    // Any private answer refuses the host: a name mixing public and private addresses is an attack.
    for (const { address } of addresses) {
      const reason = blockedReason(address);
      if (reason) throw refused(reason);
    }
  }
  return addresses[0]!;
}
