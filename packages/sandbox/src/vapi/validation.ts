import type { Context } from 'hono';
import type { z } from 'zod';
import { vapiSchemaErrors, vapiSchemaProperties } from './openapi/validate.ts';

/**
 * Vapi is a NestJS app validating with class-validator (whitelist + forbidNonWhitelisted). Its own
 * routes are checked against its published schema (`parseVapiBody`); the sandbox's extra routes
 * (the web-call room, the scripted call) use zod, worded the same way by `nestMessages`.
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

/** zod issues -> NestJS ValidationPipe messages, for the sandbox's own routes. */
export function nestMessages(issues: z.core.$ZodIssue[]): string[] {
  const messages = issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${path.length ? `${path.join('.')}.` : ''}property ${key} should not exist`);
    }
    return [`${path.length ? path.join('.') : 'body'} ${issue.message}`];
  });
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a body of one of Vapi's own routes and checks it against `schemaName` in Vapi's published
 * schema, answering the NestJS-style 400 itself. A top-level null for a property the schema
 * declares counts as absent, as class-validator's @IsOptional lets null through: Vapi's guides clear
 * a number's assistant with `"assistantId": null`. Such keys come back in `cleared`.
 */
export async function parseVapiBody<T>(
  c: Context,
  schemaName: string,
): Promise<{ ok: true; data: T; cleared: string[] } | { ok: false; response: Response }> {
  const body = await readBody(c);
  if (!body.ok) return { ok: false, response: badRequest(c, body.message) };
  const known = new Set(vapiSchemaProperties(schemaName));
  const fields = isPlainObject(body.value) ? body.value : undefined;
  const cleared = Object.keys(fields ?? {}).filter((key) => fields?.[key] === null && known.has(key));
  const data = fields
    ? Object.fromEntries(Object.entries(fields).filter(([key]) => !cleared.includes(key)))
    : body.value;
  const errors = vapiSchemaErrors(schemaName, data);
  if (errors.length) return { ok: false, response: badRequest(c, errors) };
  return { ok: true, data: data as T, cleared };
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
