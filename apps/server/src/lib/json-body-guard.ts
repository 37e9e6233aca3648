import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';
import { isBodiless } from './request-body.ts';

/**
 * How deep a request body's arrays and objects may nest. Stripe's events nest up to 9 levels and
 * the voice platform's messages a dozen at most (the assistant the portal compiles is 10 deep, and
 * a message may carry it); no path through Vapi's published schemas passes 60 levels without
 * repeating itself, and the portal's own bodies stay under 10. Code that walks a value level by
 * level is safe at this depth.
 */
export const JSON_MAX_DEPTH = 128;

/** The content types a route or the sign-in library reads as JSON (the sign-in library's own test). */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

export type JsonTextScan = { tooDeep: boolean; hasNul: boolean };

/**
 * One pass over JSON text, without parsing it: whether its arrays and objects nest deeper than
 * `maxDepth` (counted outside strings; the pass stops there), and whether a string holds an
 * escaped NUL character (JSON cannot carry a raw one inside a string).
 */
export function scanJsonText(text: string, maxDepth: number): JsonTextScan {
  let depth = 0;
  let hasNul = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) {
      // Skip to the string's closing quote, looking only at its escapes.
      for (index++; index < text.length; index++) {
        const inside = text.charCodeAt(index);
        if (inside === QUOTE) break;
        if (inside === BACKSLASH) {
          if (text.startsWith('u0000', index + 1)) hasNul = true;
          index++;
        }
      }
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > maxDepth) return { tooDeep: true, hasNul };
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return { tooDeep: false, hasNul };
}

const NUL = '\u0000';

/** A container being looked through: its keys (none for an array: its indexes) and the next one to look at. */
type Frame = { container: Record<string, unknown> | unknown[]; keys: string[] | null; next: number };

const frameOf = (container: object): Frame =>
  Array.isArray(container)
    ? { container, keys: null, next: 0 }
    : { container: container as Record<string, unknown>, keys: Object.keys(container), next: 0 };

/** The key each open container is at, joined: the field path of the value being looked at. */
const pathOf = (frames: Frame[]) =>
  frames.map((frame) => (frame.keys ? frame.keys[frame.next - 1] : String(frame.next - 1))).join('.');

/**
 * The first place a NUL character sits in a JSON value, as a field path, or null. Iterative, and
 * each value is looked at once; only containers take a step on the stack.
 */
export function nulPath(value: unknown): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? 'body' : null;
  if (!value || typeof value !== 'object') return null;
  const frames = [frameOf(value)];
  while (frames.length > 0) {
    const frame = frames.at(-1)!;
    const { container, keys } = frame;
    if (frame.next >= (keys ?? (container as unknown[])).length) {
      frames.pop();
      continue;
    }
    const key = keys ? keys[frame.next]! : frame.next;
    frame.next++;
    if (typeof key === 'string' && key.includes(NUL)) return pathOf(frames);
    const child = keys ? (container as Record<string, unknown>)[key] : (container as unknown[])[key as number];
    if (typeof child === 'string') {
      if (child.includes(NUL)) return pathOf(frames);
    } else if (child && typeof child === 'object') {
      frames.push(frameOf(child));
    }
  }
  return null;
}

const refuseNul = (field: string) => new AppError('VALIDATION_FAILED', `${field}: must not contain NUL characters.`);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the route answers that in its own words.
    return undefined;
  }
};

/**
 * Every JSON body is checked at the door, before any route, the sign-in library or a webhook
 * reads it: at most `maxBytes` (upload routes included, which skip the API's own limit), at most
 * `maxDepth` levels deep (a body nested thousands deep once held the event loop for a quarter
 * of a second), and no NUL character (PostgreSQL cannot store one in text, so it would fail deep
 * in a query; the field is named instead). The check is one linear pass over the text; the body
 * is parsed here only when it holds a NUL. It is read once: the routes read the same text, and
 * the sign-in library a request rebuilt from it.
 */
export function guardJsonBodies({ maxBytes, maxDepth = JSON_MAX_DEPTH }: { maxBytes: number; maxDepth?: number }) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
    },
  });
  return createMiddleware(async (c, next) => {
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (name.includes(NUL) || values.some((value) => value.includes(NUL))) throw refuseNul(name);
    }
    const jsonBody = !isBodiless(c.req.method) && c.req.raw.body && JSON_TYPE.test(c.req.header('content-type') ?? '');
    if (!jsonBody) return next();
    return limit(c, async () => {
      const text = await c.req.text();
      const scan = scanJsonText(text, maxDepth);
      if (scan.tooDeep) {
        throw new AppError('BAD_REQUEST', `The request is nested too deeply (more than ${maxDepth} levels).`);
      }
      const field = scan.hasNul ? nulPath(parsed(text)) : null;
      if (field) throw refuseNul(field);
      c.req.raw = new Request(c.req.raw, { body: text });
      await next();
    });
  });
}
