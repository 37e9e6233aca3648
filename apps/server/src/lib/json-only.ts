import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for the API: a cross-site form can only send form or text bodies, so every
 * mutation with a body must be JSON (uploads are multipart and checked by Origin instead).
 */
export const requireJsonMutations = createMiddleware(async (c, next) => {
  if (MUTATIONS.has(c.req.method)) {
    const type = c.req.header('content-type') ?? '';
    const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding');
    const allowed =
      type.startsWith('application/json') || (type.startsWith('multipart/form-data') && sameOrigin(c.req.raw));
    if (hasBody && !allowed) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests must be sent as JSON.');
    }
  }
  await next();
});

function sameOrigin(request: Request) {
  const origin = request.headers.get('origin');
  return !origin || origin === new URL(request.url).origin || request.headers.get('sec-fetch-site') === 'same-origin';
}
