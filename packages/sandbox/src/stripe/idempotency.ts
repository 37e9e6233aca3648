import type { MiddlewareHandler } from 'hono';
import { StripeFailure } from './stripe-errors.ts';
import type { StripeSandboxStore } from './stripe-state.ts';

/**
 * Stripe's idempotent requests: a POST with an `Idempotency-Key` it has seen answers as the first
 * time did (`Idempotent-Replayed: true`); the same key with other parameters is refused, and so
 * is one whose first request is still running.
 */
export function idempotency(store: StripeSandboxStore): MiddlewareHandler {
  const running = new Set<string>();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const fingerprint = `${c.req.method} ${c.req.path}\n${await c.req.text()}`;
    const earlier = store.recall(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new StripeFailure(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      }
      c.header('idempotent-replayed', 'true');
      return c.json(earlier.body as object, earlier.status as 200);
    }
    if (running.has(key)) {
      throw new StripeFailure(409, 'There is currently another in-progress request using this Idempotent Key.', {
        code: 'idempotency_key_in_use',
      });
    }
    running.add(key);
    try {
      await next();
      // Stripe keeps what a request answered unless the server failed (a 500 can be tried again).
      if (c.res.status < 500)
        store.remember(key, { fingerprint, status: c.res.status, body: await c.res.clone().json() });
    } finally {
      running.delete(key);
    }
  };
}
