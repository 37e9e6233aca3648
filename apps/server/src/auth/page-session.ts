import { CLIENT_IP_HEADER } from '../lib/client-ip.ts';
import type { Auth } from './auth.ts';
import { hideSessionToken } from './hide-session-token.ts';

/**
 * The session as the browser's own session request would get it: its JSON (`null` when signed
 * out) and the cookies that answer sets (a session near its refresh is extended). Undefined when
 * the session could not be read; the page then asks for it itself.
 */
export type PageSession = (request: Request) => Promise<{ json: string; setCookies: string[] } | undefined>;

/**
 * The session a page is served with: the auth server's own answer to the browser's session
 * request, token removed, so the page holds exactly what it would have fetched. Without a cookie
 * nobody can be signed in, and the auth server is not asked.
 */
export function pageSession(auth: Auth): PageSession {
  return async (request) => {
    const cookie = request.headers.get('cookie');
    if (!cookie) return { json: 'null', setCookies: [] };
    const headers = new Headers({ cookie });
    // The address the client-address middleware settled on, as every auth request carries it.
    const clientAddress = request.headers.get(CLIENT_IP_HEADER);
    if (clientAddress) headers.set(CLIENT_IP_HEADER, clientAddress);
    const sessionRequest = new Request(new URL('/api/auth/get-session', request.url), { headers });
    const response = await hideSessionToken(await auth.handler(sessionRequest));
    if (!response.ok) return undefined;
    return { json: await response.text(), setCookies: response.headers.getSetCookie() };
  };
}
