import type { Context } from 'hono';

/**
 * Telnyx's error envelope (docs/vendors.md#telnyx-basics). 10009 (auth) and 10015 (bad request) are
 * confirmed; 10005 (not found) and the 422 code are the emulator's best guess [UNCONFIRMED].
 */
const CODES: Record<number, { code: string; title: string }> = {
  400: { code: '10015', title: 'Bad Request' },
  401: { code: '10009', title: 'Authentication failed' },
  404: { code: '10005', title: 'Resource not found' },
  422: { code: '10015', title: 'Invalid parameter' },
};

export function telnyxError(status: number, detail: string, pointer = '/') {
  const known = CODES[status] ?? { code: String(status * 100), title: 'Sandbox fault injected' };
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

export const respondError = (c: Context, status: 400 | 401 | 404 | 422, detail: string, pointer?: string) =>
  c.json(telnyxError(status, detail, pointer), status);
