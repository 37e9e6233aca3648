import { VoicePlatformError } from './voice.ts';

export type VapiHttpOptions = {
  apiKey: string;
  /** `https://api.vapi.ai`, or `${origin}/sandbox/vapi` for the emulator. */
  baseUrl: string;
  /** Per attempt of a read or delete. */
  timeoutMs?: number;
  /** Per attempt of a create or update, which Vapi validates and stores before answering. */
  writeTimeoutMs?: number;
  /** Pause before the single retry. */
  retryDelayMs?: number;
};

export type VapiRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** JSON, or a multipart form (a file upload), which fetch sends with its own boundary. */
  body?: unknown;
  /** Return null on 404 instead of throwing. */
  notFoundIsNull?: boolean;
};

/**
 * What may be sent twice. A 429 is refused before any work, so every method retries it; a
 * gateway error may hide a request that was done, so only reads, updates and deletes (the same
 * result however often they run) retry those. A create never does: a second POST /assistant
 * after a lost answer would leave an orphan assistant.
 */
const RETRYABLE_ALWAYS = new Set([429]);
const RETRYABLE_IF_IDEMPOTENT = new Set([502, 503, 504]);
const retryable = (method: VapiRequest['method'], status: number) =>
  RETRYABLE_ALWAYS.has(status) || (method !== 'POST' && RETRYABLE_IF_IDEMPOTENT.has(status));
const MAX_RETRY_AFTER_MS = 2000;

/** Vapi's error bodies are NestJS envelopes: `message` is a string or an array of strings. */
function describeError(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (Array.isArray(body.message)) return body.message.map(String).join('; ');
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to the raw text.
  }
  return text.trim().slice(0, 200) || 'no error details';
}

function retryDelay(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : fallbackMs;
}

function unreachable(error: unknown, label: string, timeoutMs: number): VoicePlatformError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new VoicePlatformError(`${label}: Vapi did not answer within ${timeoutMs / 1000} s`, 0);
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new VoicePlatformError(`${label}: Vapi is unreachable (${reason})`, 0);
}

/**
 * One JSON call to the Vapi REST API. Non-2xx becomes a VoicePlatformError carrying Vapi's status
 * and its own explanation; a network failure or timeout has status 0. A retryable status is
 * retried once after a short pause; nothing else is, and a timeout never is, because a POST that
 * timed out may still have created the assistant (the caller looks for it instead).
 */
export function createVapiHttp(options: VapiHttpOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Vapi's own SDK waits 60 s; its CRUD calls answer in well under a second, so these bound a
  // stalled connection without failing a slow but healthy write.
  const readTimeoutMs = options.timeoutMs ?? 10_000;
  const writeTimeoutMs = options.writeTimeoutMs ?? options.timeoutMs ?? 20_000;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const timeoutOf = (request: VapiRequest) =>
    request.method === 'POST' || request.method === 'PATCH' ? writeTimeoutMs : readTimeoutMs;

  async function send(request: VapiRequest): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
    const form = request.body instanceof FormData ? request.body : undefined;
    if (request.body !== undefined && !form) headers['content-type'] = 'application/json';
    return fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: AbortSignal.timeout(timeoutOf(request)),
    });
  }

  return async function vapiRequest<T>(request: VapiRequest): Promise<T | null> {
    const label = `Vapi ${request.method} ${request.path}`;
    let response: Response;
    let text: string;
    try {
      response = await send(request);
      if (retryable(request.method, response.status)) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, retryDelay(response, retryDelayMs)));
        response = await send(request);
      }
      text = await response.text();
    } catch (error) {
      throw unreachable(error, label, timeoutOf(request));
    }
    if (response.status === 404 && request.notFoundIsNull) return null;
    if (!response.ok) {
      throw new VoicePlatformError(`${label} failed with ${response.status}: ${describeError(text)}`, response.status);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      // A success we cannot read is a broken upstream, as a gateway would report it.
      throw new VoicePlatformError(`${label}: Vapi answered ${response.status} with a body that is not JSON`, 502);
    }
  };
}
