import { PAGE_DATA_ELEMENT_ID } from '@portal/shared/embedded-session.plain';

let served: Map<string, unknown> | undefined;

/** The answers the server wrote into the page it served (read once, then taken one by one). */
function servedAnswers(): Map<string, unknown> {
  if (served) return served;
  served = new Map();
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return served;
  element.remove();
  try {
    served = new Map(Object.entries(JSON.parse(element.textContent ?? '') as Record<string, unknown>));
  } catch {
    // Unreadable: the page asks for everything itself.
  }
  return served;
}

/** A read the page was served with, answered from the page once; later reads ask the server. */
function takeServed(path: string): { value: unknown } | undefined {
  const answers = servedAnswers();
  if (!answers.has(path)) return undefined;
  const value = answers.get(path);
  answers.delete(path);
  return { value };
}

/**
 * The page's own answer to a read, for a query to start with (undefined when it was not served):
 * the page then renders its data in its first render instead of a second one when it arrives.
 */
export const servedAnswer = <T>(path: string): T | undefined => takeServed(path)?.value as T | undefined;

/** An error from our API, carrying the server's safe, user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const CONNECTION_ERROR = 'Could not reach the server. Check your connection and try again.';

/** JSON fetch against /api: errors become ApiError with the server's message. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  if ((rest.method ?? 'GET') === 'GET' && json === undefined) {
    const answer = takeServed(path);
    if (answer) return answer.value as T;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', CONNECTION_ERROR);
  }
  if (response.status === 204) return undefined as T;
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json().catch(() => null)) as T;
}

/** The ApiError a failed answer carries; a gateway's page without our error reads as a lost connection. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if ([502, 503, 504].includes(response.status) && !body?.error) {
    return new ApiError(response.status, 'UNAVAILABLE', CONNECTION_ERROR);
  }
  return new ApiError(
    response.status,
    body?.error?.code ?? 'UNKNOWN',
    body?.error?.message ?? `Request failed (${response.status}).`,
  );
}

// How the features word a failed request. Beside ApiError rather than in a file of their own: the
// pages of four features use them, and a module of its own would be one more script for each.

/** The server could not be reached, or a gateway answered in its place. */
export const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.code === 'UNAVAILABLE');

/** The session has ended (401): each feature says so in its own words. */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * What a failed request tells the owner: the feature's words for an ended session when it has
 * them, the server's own message when it sent one, else the feature's fallback (the server could
 * not be reached, answered without a message of ours, or the failure was not a request's).
 */
export function ownerMessage(error: unknown, fallback: string, sessionExpired?: string): string {
  if (sessionExpired && sessionEnded(error)) return sessionExpired;
  const fromServer = error instanceof ApiError && !unreachable(error) && error.code !== 'UNKNOWN';
  return fromServer && error.message ? error.message : fallback;
}
