import type { ServerOptions } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { inFlightLimit } from './in-flight.ts';
import type { RequestVariables } from './request-context.ts';

/**
 * How long one request may take to arrive. Node's own defaults keep a connection whose body
 * never finishes for five minutes; a handful of such clients would hold the server's sockets.
 * A 2 MB picture over a slow phone connection still arrives well within the limit.
 */
export const REQUEST_LIMITS = { headersMs: 15_000, requestMs: 30_000, checkEveryMs: 2_000 };

export function httpServerOptions(limits = REQUEST_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  };
}

/** Requests one client address may have in flight at once; more is a 429, not a queue. */
export const MAX_IN_FLIGHT_PER_CLIENT = 32;

export function limitInFlight(max = MAX_IN_FLIGHT_PER_CLIENT) {
  const perClient = inFlightLimit(max, 'Too many requests at once. Please wait a moment and try again.');
  return createMiddleware<{ Variables: RequestVariables }>((c, next) => perClient(c.var.clientIp ?? 'unknown', next));
}
