import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What browsers put in Sec-Fetch-Site for a request our own pages (or the user) started. */
const OUR_OWN = new Set(['same-origin', 'none']);

/**
 * CSRF defence in depth for the API, whatever the body type (JSON, multipart uploads): browsers
 * send Origin, Sec-Fetch-Site or both on every mutation, so one that says it comes from another
 * site is refused. Clients that send neither (scripts, curl) are not browsers and pass.
 */
export function requireSameOrigin(publicUrl: string) {
  const ours = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (MUTATIONS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site')?.toLowerCase();
      if ((origin !== undefined && origin !== ours) || (site !== undefined && !OUR_OWN.has(site))) {
        throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed.');
      }
    }
    await next();
  });
}
