import type { Context } from 'hono';
import type { z } from 'zod';
import { invalidBody, telnyxError } from './telnyx-errors.ts';

/**
 * The 10DLC API's refusals: Telnyx's error envelope, each error without the `meta` the rest of v2
 * adds, as Telnyx's published schema of a 10DLC error (`10dlc_Error`) has none.
 */
export function respondError(c: Context, status: 400 | 404 | 422, detail: string, pointer?: string) {
  const errors = telnyxError(status, detail, pointer).errors.map(({ meta: _url, ...error }) => error);
  return c.json({ errors }, status);
}

/** A request body the schema refused: 422 naming the first field at fault. */
export function respondInvalidBody(c: Context, error: z.ZodError) {
  const { detail, pointer } = invalidBody(error);
  return respondError(c, 422, detail, pointer);
}
