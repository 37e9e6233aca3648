import type { Context } from 'hono';
import type { z } from 'zod';

/**
 * Telnyx's error envelope (docs/vendors.md#telnyx-basics). Codes and titles are from Telnyx's list
 * of API errors: 10009 authentication, 10005 resource not found, 10015 bad request. Which code a
 * 422 carries is the emulator's best guess [UNCONFIRMED].
 */
const CODES: Record<number, { code: string; title: string }> = {
  400: { code: '10015', title: 'Bad Request' },
  401: { code: '10009', title: 'Authentication failed' },
  404: { code: '10005', title: 'Resource not found' },
  422: { code: '10015', title: 'Invalid parameter' },
};

/** A Telnyx error code and its title, for refusals more specific than the status's own. */
export type TelnyxErrorCode = { code: string; title: string };

export function telnyxError(status: number, detail: string, pointer = '/', code?: TelnyxErrorCode) {
  const known = code ?? CODES[status] ?? { code: String(status * 100), title: 'Sandbox fault injected' };
  return {
    errors: [
      {
        code: known.code,
        title: known.title,
        detail,
        source: { pointer },
        meta: { url: `https://developers.telnyx.com/docs/overview/errors/${known.code}` },
      },
    ],
  };
}

export const respondError = (
  c: Context,
  status: 400 | 401 | 404 | 422,
  detail: string,
  pointer?: string,
  code?: TelnyxErrorCode,
) => c.json(telnyxError(status, detail, pointer, code), status);

/** What a 422 says of a request body the schema refused: the first field at fault. */
export function invalidBody(error: z.ZodError) {
  const issue = error.issues[0]!;
  const field = issue.path.join('/');
  const detail =
    issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : `${field} ${issue.message}`;
  return { detail, pointer: `/${field}` };
}

/** A request body the schema refused: 422 naming the first field at fault. */
export function respondInvalidBody(c: Context, error: z.ZodError) {
  const { detail, pointer } = invalidBody(error);
  return respondError(c, 422, detail, pointer);
}

/** The JSON body, or undefined when it is not JSON (which the emulator refuses with a 400). */
export const readJson = (c: Context): Promise<unknown> => c.req.json().catch(() => undefined);
