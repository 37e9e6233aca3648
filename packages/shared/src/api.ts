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
export const isUuid = (value: string) => uuidSchema.safeParse(value).success;
