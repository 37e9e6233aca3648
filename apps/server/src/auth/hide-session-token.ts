/**
 * better-auth puts the session token in JSON bodies too (sign-in `token`, get-session
 * `session.token`, list-sessions). It belongs only in the HttpOnly cookie, out of reach of page
 * scripts, so it is removed from every JSON answer of the auth handler.
 */
export async function hideSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  // Read once and answer with a new response. Reading a clone instead left the original tied to
  // a split stream, and now and then its body was already used when the client came to read it.
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const records = Array.isArray(body) ? body : [body, (body as { session?: unknown } | undefined)?.session];
  let changed = false;
  for (const record of records) {
    if (record && typeof record === 'object' && typeof (record as { token?: unknown }).token === 'string') {
      delete (record as { token?: unknown }).token;
      changed = true;
    }
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const init = { status: response.status, statusText: response.statusText, headers };
  return new Response(changed ? JSON.stringify(body) : text, init);
}
