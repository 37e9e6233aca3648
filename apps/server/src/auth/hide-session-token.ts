/**
 * better-auth puts the session token in JSON bodies too (sign-in `token`, get-session
 * `session.token`, list-sessions). It belongs only in the HttpOnly cookie, out of reach of page
 * scripts, so it is removed from every JSON answer of the auth handler (security checklist 14).
 */
export async function hideSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const records = Array.isArray(body) ? body : [body, (body as { session?: unknown } | undefined)?.session];
  let changed = false;
  for (const record of records) {
    if (record && typeof record === 'object' && typeof (record as { token?: unknown }).token === 'string') {
      delete (record as { token?: unknown }).token;
      changed = true;
    }
  }
  if (!changed) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}
