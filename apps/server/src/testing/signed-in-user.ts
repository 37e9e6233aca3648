import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A verified, signed-in user of a test app: its id, e-mail and a request helper carrying its cookie. */
export async function signedInUser(t: TestApp, tag = 'user') {
  const email = `${tag}-${Date.now()}-${counter++}@example.com`;
  const cookie = await t.signUpAndVerify(email, 'Correct-Horse-42');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user row for ${email}`);
  /** A request as this user's browser would send it (cookie, same-origin fetch metadata). */
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    headers.set('sec-fetch-site', 'same-origin');
    return t.request(path, { ...init, headers });
  };
  const json = (path: string, method: string, body: unknown) =>
    request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { id: row.id, email, cookie, request, json };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

export type ErrorJson = { error: { code: string; message: string } };

/** A response body as the type the test expects (the API's own schemas describe it). */
export const readJson = async <T>(response: Response) => (await response.json()) as T;
