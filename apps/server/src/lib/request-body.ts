import type { MiddlewareHandler } from 'hono';

/**
 * Methods whose requests never carry a body here: the Node adapter gives them none, and a
 * `Request` cannot be built with one.
 */
const BODILESS = new Set(['GET', 'HEAD']);

export const isBodiless = (method: string) => BODILESS.has(method);

/**
 * Runs a check of the request body only on a request that can have one. Asking a bodiless request
 * for its body makes the Node adapter build the whole fetch `Request`, headers and all, to answer
 * null.
 */
export const forBodies =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    isBodiless(c.req.method) ? next() : middleware(c, next);
