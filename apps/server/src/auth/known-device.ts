import { createHash } from 'node:crypto';
import { generateSignedCookie } from 'hono/cookie';
import { parseSigned } from 'hono/utils/cookie';

/** Kept for a year and renewed by every password sign-in; browsers cap cookies at 400 days anyway. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

const digestOf = (email: string) => createHash('sha256').update(email).digest('base64url');

type KnownDeviceOptions = { secret: string; secure: boolean };

/**
 * A browser that has signed in to an account with its password before (OWASP's "device cookie").
 * The cookie holds a digest of the account's e-mail address (not the address: the cookie travels
 * with every request), signed with the auth secret, so nobody can make one for an account whose
 * password they do not know. It is out of reach of page scripts and, on
 * https, bound to this exact origin (`__Host-`), so a neighbouring subdomain cannot plant one.
 */
export function knownDevices({ secret, secure }: KnownDeviceOptions) {
  const name = secure ? '__Host-known_device' : 'known_device';
  return {
    /** Whether the request comes from a browser that signed in to this account before. */
    async isKnown(request: Request, email: string) {
      const header = request.headers.get('cookie');
      if (!header) return false;
      return (await parseSigned(header, secret, name))[name] === digestOf(email);
    },
    /** The Set-Cookie header that makes this browser known for the account. */
    remember: (email: string) =>
      generateSignedCookie(name, digestOf(email), secret, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: REMEMBERED_SECONDS,
      }),
  };
}
