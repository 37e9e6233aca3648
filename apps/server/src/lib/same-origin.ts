import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth for the API (security checklist 16): browsers send Origin on every
 * mutation, so one from another site is refused. Clients without an Origin (scripts) pass.
 */
export function requireSameOrigin(publicUrl: string) {
  const ours = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    if (MUTATIONS.has(c.req.method) && origin !== undefined && origin !== ours) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed.');
    }
    await next();
  });
}
