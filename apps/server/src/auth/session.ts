import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors.ts';
import type { Auth, AuthSession } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

export type SessionVariables = { user: AuthSession['user']; session: AuthSession['session'] };

/** Puts the signed-in user on the context or answers 401: every /api route but auth and health. */
export function requireSession(auth: Auth, cache: SessionCache) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const key = cache.keyOf(c);
    let result = key ? cache.get(key) : undefined;
    if (!result) {
      const generation = cache.generation;
      result = (await auth.api.getSession({ headers: c.req.raw.headers })) ?? undefined;
      if (result && key) cache.set(key, result, generation);
    }
    if (!result) throw new AppError('UNAUTHORIZED', 'Session not found.');
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
}
