import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

export const CLIENT_IP_HEADER = 'x-portal-client-ip';

/**
 * better-auth sees no socket behind Node, so every client would share one rate-limit bucket.
 * This writes the socket address into a header of our own, overwriting anything a client sent.
 */
export const clientIp = createMiddleware(async (c, next) => {
  let address = 'unknown';
  try {
    address = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  c.req.raw.headers.set(CLIENT_IP_HEADER, address);
  await next();
});
