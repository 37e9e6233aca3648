import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ClientIpVariables } from './client-ip.ts';
import { setAnswerHeader } from './answer-headers.ts';
import type { Logger } from './logger.ts';

export type RequestVariables = { requestId: string; log: Logger } & Partial<ClientIpVariables>;

/** Gives every request an id (echoed in X-Request-Id) and a child logger, and logs its outcome. */
export function requestContext(logger: Logger) {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    const requestId = randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'X-Request-Id', requestId);
    const level = c.res.status >= 500 ? 'error' : 'info';
    log[level](
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}
