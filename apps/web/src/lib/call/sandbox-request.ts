import { SANDBOX_PUBLIC_KEY } from './constants';

/** The Vapi emulator answers errors as `{message, error, statusCode}` with a string or a list. */
type VapiErrorBody = { message?: string | string[] };

const headers = { 'content-type': 'application/json', authorization: `Bearer ${SANDBOX_PUBLIC_KEY}` };

/**
 * A JSON POST to the Vapi emulator that outlives the page sending it (`keepalive`): for a page
 * that is unloading, which cannot wait for the answer.
 */
export function sandboxBeacon(url: string, body: unknown = {}) {
  void fetch(url, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}

/** A JSON POST to the Vapi emulator; a failure becomes an Error with the emulator's message. */
export async function sandboxPost<T>(url: string, body: unknown = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as (T & VapiErrorBody) | null;
  if (!response.ok) {
    const message = Array.isArray(json?.message) ? json.message.join(' ') : json?.message;
    throw new Error(message || `The voice platform answered ${response.status}.`);
  }
  return json as T;
}
