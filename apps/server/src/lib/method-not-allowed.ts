import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/** The `paths` of an OpenAPI document: each template with its operations by lower-case method. */
type Paths = Record<string, object | undefined>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * `/agents/{agentId}/sections/{section}` as a pattern for one path segment per parameter; with
 * `trailingSlash`, `/agents/` matches `/agents` too.
 */
export const templatePattern = (template: string, { trailingSlash = false } = {}) =>
  new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}${trailingSlash ? '/?' : ''}$`,
  );

/**
 * Answers 405 with an `Allow` header when the path is one the API document describes but the
 * method is not, instead of letting it fall through to "No such API endpoint." (404). The
 * document is read once, on the first request, from the same routes that serve the API.
 */
export function methodNotAllowed(paths: () => Paths, mount: string) {
  let known: { pattern: RegExp; methods: string[] }[] | undefined;
  return createMiddleware(async (c, next) => {
    known ??= Object.entries(paths()).map(([template, operations]) => {
      const methods = HTTP_METHODS.filter((method) => operations && method in operations).map((method) =>
        method.toUpperCase(),
      );
      if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
      return { pattern: templatePattern(template, { trailingSlash: true }), methods };
    });
    const path = c.req.path.startsWith(mount) ? c.req.path.slice(mount.length) || '/' : c.req.path;
    const matching = known.filter((entry) => entry.pattern.test(path));
    const allowed = [...new Set(matching.flatMap((entry) => entry.methods))];
    if (matching.length === 0 || allowed.includes(c.req.method)) return next();
    c.header('Allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED', `${c.req.method} is not supported here. Allowed: ${allowed.join(', ')}.`);
  });
}
