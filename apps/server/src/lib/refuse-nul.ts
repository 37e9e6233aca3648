import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/** The first place a NUL character sits in a JSON value, as a field path, or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const refuse = (field: string) => new AppError('VALIDATION_FAILED', `${field}: must not contain NUL characters.`);

/**
 * PostgreSQL cannot store a NUL character in text, so one would fail deep in a query: refuse it
 * at the door with the field's name. The body is read from a copy, so the route (better-auth
 * included) still reads the request as it came.
 */
export const refuseNulCharacters = createMiddleware(async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.includes('\u0000') || values.some((value) => value.includes('\u0000'))) throw refuse(name);
  }
  if ((c.req.header('content-type') ?? '').startsWith('application/json')) {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const field = nulPath(body);
    if (field) throw refuse(field);
  }
  await next();
});
