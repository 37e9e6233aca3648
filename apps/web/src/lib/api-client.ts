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
