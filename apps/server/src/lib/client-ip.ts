import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import proxyAddr from 'proxy-addr';

export const CLIENT_IP_HEADER = 'x-portal-client-ip';

export type ClientIpVariables = {
  clientIp: string;
  /** The request was sent from this machine itself, not relayed by a proxy for someone else. */
  fromThisMachine: boolean;
};

/**
 * Headers a proxy adds for the client it relays. A proxy on this host connects from loopback, so
 * without them every visitor it serves would pass for this machine.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
];

/**
 * The client's address, for rate limits and for the loopback-only sandbox. better-auth sees no
 * socket behind Node, so the address is also written into a header of our own (overwriting
 * anything a client sent). `X-Forwarded-For` is believed only as far back as the hops come from
 * the proxies named in TRUSTED_PROXIES (addresses, CIDR ranges, or 'loopback' / 'uniquelocal');
 * without that setting anyone could claim any address.
 */
export function clientIp(trustedProxies: readonly string[]) {
  const trust = proxyAddr.compile([...trustedProxies]);
  return createMiddleware<{ Variables: ClientIpVariables }>(async (c, next) => {
    let socketAddress = 'unknown';
    try {
      socketAddress = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() without a socket in its environment.
    }
    const forwarded = c.req.header('x-forwarded-for');
    const request = {
      socket: { remoteAddress: socketAddress },
      connection: { remoteAddress: socketAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    } as Parameters<typeof proxyAddr>[0];
    const hops = socketAddress === 'unknown' ? [socketAddress] : proxyAddr.all(request, trust);
    const address = hops.at(-1) ?? socketAddress;
    // Relayed for someone no trusted proxy names: the address found is a proxy's (X-Forwarded-For
    // goes on past it), or forwarding headers came in while the socket itself had the last word.
    const relayed =
      (forwarded !== undefined && socketAddress !== 'unknown' && proxyAddr.all(request).length > hops.length) ||
      (hops.length === 1 && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined));
    c.set('clientIp', address);
    c.set('fromThisMachine', isLoopback(address) && !relayed);
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  });
}

const LOOPBACK = proxyAddr.compile('loopback');

/** Whether the address is this machine's own (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export const isLoopback = (address: string) => address !== 'unknown' && LOOPBACK(address, 0);
