import { z } from 'zod';

/** Shapes every part of the API shares. */

/** The answer of an operation that has nothing to return but its success. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/**
 * Ids of our records are UUIDs; anything else names no record, and checking first keeps the
 * database from raising a cast error. Any 8-4-4-4-12 hex id passes, as PostgreSQL accepts it.
 */
export const uuidSchema = z.guid();
/** A moment as the API writes it: ISO 8601 / RFC 3339 with its zone (`Z` or an offset). */
export const timestampSchema = z.iso.datetime({ offset: true });

export const isUuid = (value: string) => uuidSchema.safeParse(value).success;

/** What the API answers for every error: a code to branch on and a message to show the user. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({ code: z.enum(API_ERROR_CODES), message: z.string().min(1) }).strict(),
});
