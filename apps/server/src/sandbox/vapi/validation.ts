import type { Context } from 'hono';
import { z } from 'zod';

/**
 * Vapi is a NestJS app validating with class-validator (whitelist + forbidNonWhitelisted). These
 * helpers make zod speak the same way: each schema carries the class-validator message fragment,
 * and `nestMessages` prefixes it with the dotted path, as NestJS's ValidationPipe does for nested
 * objects ("model.provider must be one of ...", "model.property foo should not exist").
 */

export const vapiError = (status: number, message: string | string[], error = errorName(status)) => ({
  message,
  error,
  statusCode: status,
});

function errorName(status: number) {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return names[status] ?? 'Error';
}

export const badRequest = (c: Context, message: string | string[]) => c.json(vapiError(400, message), 400);
export const notFound = (c: Context) => c.json(vapiError(404, 'Not Found'), 404);

export const str = () => z.string({ error: 'must be a string' });
export const num = () => z.number({ error: 'must be a number conforming to the specified constraints' });
export const bool = () => z.boolean({ error: 'must be a boolean value' });
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of the following values: ${values.join(', ')}` });
export const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be an array' });
export const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: 'must be an object' });
export const freeObject = () => z.record(z.string(), z.unknown(), { error: 'must be an object' });
export const headers = () => z.record(z.string(), str(), { error: 'must be an object' });

export const maxLength = (max: number) =>
  str().max(max, { error: `must be shorter than or equal to ${max} characters` });
export const between = (min: number, max: number) =>
  num()
    .min(min, { error: `must not be less than ${min}` })
    .max(max, { error: `must not be greater than ${max}` });

export const e164 = () =>
  str().regex(/^\+[1-9]\d{1,14}$/, { error: 'must be a valid phone number in the E.164 format' });
export const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be a URL address' });

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean']);

/** zod issues -> NestJS ValidationPipe messages. */
export function nestMessages(issues: z.core.$ZodIssue[]): string[] {
  const messages: string[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    const prefix = path.length ? `${path.join('.')}.` : '';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) messages.push(`${prefix}property ${key} should not exist`);
      continue;
    }
    if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)) {
      messages.push(`${path.join('.')} must be one of the following values: ${issue.options.join(', ')}`);
      continue;
    }
    const last = issue.path.at(-1);
    const elementOfPrimitives =
      typeof last === 'number' &&
      (issue.code === 'invalid_value' || (issue.code === 'invalid_type' && PRIMITIVE_TYPES.has(issue.expected)));
    if (elementOfPrimitives) {
      // class-validator's `each: true` wording: "each value in endCallPhrases must be a string".
      const parent = path.slice(0, -1);
      const parentPrefix = parent.length > 1 ? `${parent.slice(0, -1).join('.')}.` : '';
      messages.push(`${parentPrefix}each value in ${parent.at(-1)} ${issue.message}`);
      continue;
    }
    messages.push(`${path.length ? path.join('.') : 'body'} ${issue.message}`);
  }
  return [...new Set(messages)];
}

/** Reads a JSON body the way NestJS does: an empty body is `{}`, malformed JSON is a 400. */
export async function readBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const text = await c.req.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Invalid JSON' };
  }
}

/** Parses a request body against a schema; answers the NestJS-style 400 itself when it fails. */
export async function parseBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  const body = await readBody(c);
  if (!body.ok) return { ok: false, response: badRequest(c, body.message) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: badRequest(c, nestMessages(parsed.error.issues)) };
  return { ok: true, data: parsed.data };
}

/** `?limit=` as Vapi validates it (0..1000); undefined when absent. */
export function parseLimit(c: Context): { ok: true; limit?: number } | { ok: false; response: Response } {
  const raw = c.req.query('limit');
  if (raw === undefined) return { ok: true };
  const limit = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(limit)) {
    return { ok: false, response: badRequest(c, ['limit must be a number conforming to the specified constraints']) };
  }
  if (limit < 0) return { ok: false, response: badRequest(c, ['limit must not be less than 0']) };
  if (limit > 1000) return { ok: false, response: badRequest(c, ['limit must not be greater than 1000']) };
  return { ok: true, limit: Math.floor(limit) };
}
