import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import proxyAddr from 'proxy-addr';

export const CLIENT_IP_HEADER = 'x-portal-client-ip';

export type ClientIpVariables = { clientIp: string };

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
    };
    const address =
      socketAddress === 'unknown' ? socketAddress : proxyAddr(request as Parameters<typeof proxyAddr>[0], trust);
    c.set('clientIp', address);
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  });
}

const LOOPBACK = proxyAddr.compile('loopback');

/** Whether the address is this machine's own (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export const isLoopback = (address: string) => address !== 'unknown' && LOOPBACK(address, 0);
