import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors.ts';
import type { Logger } from '../lib/logger.ts';
import { apiKeyOwner, bearerCredential, type ApiKeyCaller } from './api-key-access.ts';
import type { Auth, AuthSession } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

export type SessionVariables = {
  /** The owner the request acts for, from a browser session or an API key alike. */
  user: AuthSession['user'];
  /** The browser session; null on a request made with an API key. */
  session: AuthSession['session'] | null;
  /** The API key the request was made with; null on a browser session's. */
  apiKey: ApiKeyCaller | null;
};

/**
 * Puts the signed-in user on the context or answers 401: every /api route but auth and health.
 * A request with `Authorization: Bearer <key>` is the key owner's, whatever cookie it also
 * carries: the key's narrower rights apply, never the session's (auth/api-key-access.ts).
 */
export function requireSession(auth: Auth, cache: SessionCache) {
  return createMiddleware<{ Variables: SessionVariables & { log: Logger } }>(async (c, next) => {
    const bearer = bearerCredential(c.req.header('authorization'));
    if (bearer !== undefined) {
      const { user, apiKey } = await apiKeyOwner(auth, { method: c.req.method, path: c.req.path, key: bearer });
      // The key's id names the caller in every line logged for the request; the key is never logged.
      const log = c.var.log.child({ apiKeyId: apiKey.id });
      log.info({ userId: user.id }, 'request made with an API key');
      c.set('log', log);
      c.set('user', user);
      c.set('session', null);
      c.set('apiKey', apiKey);
      return next();
    }
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
    c.set('apiKey', null);
    await next();
  });
}
