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

/** The first segment of a path or template: `agents` of `/agents/{agentId}`. */
const firstSegment = (path: string) => {
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
};

type Known = { pattern: RegExp; methods: string[]; order: number };

/**
 * Answers 405 with an `Allow` header when the path is one the API document describes but the
 * method is not, instead of letting it fall through to "No such API endpoint." (404). The
 * document is read once, on the first request, from the same routes that serve the API; its paths
 * are kept by their first segment, so a request is matched against the few that share it (and
 * any that start with a parameter), not against every path of the API.
 */
export function methodNotAllowed(paths: () => Paths, mount: string) {
  let known: { bySegment: Map<string, Known[]>; anySegment: Known[] } | undefined;
  const index = () => {
    const bySegment = new Map<string, Known[]>();
    const anySegment: Known[] = [];
    for (const [order, [template, operations]] of Object.entries(paths()).entries()) {
      const methods = HTTP_METHODS.filter((method) => operations && method in operations).map((method) =>
        method.toUpperCase(),
      );
      if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
      const entry = { pattern: templatePattern(template, { trailingSlash: true }), methods, order };
      const segment = firstSegment(template);
      if (segment.includes('{')) anySegment.push(entry);
      else bySegment.set(segment, [...(bySegment.get(segment) ?? []), entry]);
    }
    return { bySegment, anySegment };
  };
  return createMiddleware(async (c, next) => {
    known ??= index();
    const path = c.req.path.startsWith(mount) ? c.req.path.slice(mount.length) || '/' : c.req.path;
    const candidates = [...(known.bySegment.get(firstSegment(path)) ?? []), ...known.anySegment];
    // Most requests use a method their path has: found, they go on without the rest being read.
    if (candidates.some((entry) => entry.methods.includes(c.req.method) && entry.pattern.test(path))) return next();
    // In the document's order, as the Allow header always listed them.
    const matching = candidates.filter((entry) => entry.pattern.test(path)).sort((a, b) => a.order - b.order);
    const allowed = [...new Set(matching.flatMap((entry) => entry.methods))];
    if (matching.length === 0 || allowed.includes(c.req.method)) return next();
    c.header('Allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED', `${c.req.method} is not supported here. Allowed: ${allowed.join(', ')}.`);
  });
}
