import Telnyx, { APIConnectionError, APIError } from 'telnyx';

export type TelnyxOptions = {
  apiKey: string;
  /** `https://api.telnyx.com/v2`, or `${origin}/sandbox/telnyx/v2` for the emulator. */
  baseURL: string;
  timeoutMs?: number;
  /** The HTTP client the SDK uses (tests lose an answer on the way with it). */
  fetch?: typeof fetch;
};

/**
 * The official `telnyx` client pointed at Telnyx or its emulator by baseURL. The webhook public
 * key is handed over (or null): left undefined, the SDK would read TELNYX_PUBLIC_KEY from the
 * environment itself, and config.ts is the one reader of the environment.
 */
export function createTelnyxClient(options: TelnyxOptions, publicKey: string | null = null) {
  return new Telnyx({
    apiKey: options.apiKey,
    publicKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 15_000,
    maxRetries: 1,
    logLevel: 'off',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type TelnyxClient = ReturnType<typeof createTelnyxClient>;

/** A failed call as Telnyx explains it: its HTTP status (0 when unreachable) and its reason. */
export type TelnyxFailure = { kind: 'unreachable' | 'refused' | 'unexpected'; status: number; reason: string };

type ErrorBody = {
  errors?: { detail?: string; title?: string }[];
  /** The 10DLC API's validation errors (FastAPI's): `{detail: [{loc, msg}]}`. */
  detail?: { loc?: (string | number)[]; msg?: string }[] | string;
};

function validationReason(detail: ErrorBody['detail']) {
  if (typeof detail === 'string') return detail;
  const first = detail?.[0];
  if (!first?.msg) return undefined;
  const field = (first.loc ?? []).filter((part) => part !== 'body').join('.');
  return field ? `${field}: ${first.msg}` : first.msg;
}

/** Telnyx explains a failure in `errors[0].detail` (or `title`) of its envelope. */
export function telnyxFailure(error: unknown): TelnyxFailure {
  if (error instanceof APIConnectionError) return { kind: 'unreachable', status: 0, reason: 'Telnyx is unreachable' };
  if (error instanceof APIError) {
    const body = error.error as ErrorBody | undefined;
    const first = body?.errors?.[0];
    const reason = first?.detail ?? first?.title ?? validationReason(body?.detail) ?? error.message;
    return { kind: 'refused', status: error.status ?? 0, reason };
  }
  return { kind: 'unexpected', status: 0, reason: error instanceof Error ? error.message : String(error) };
}

/**
 * The account's number with this E.164 value. Telnyx's filter[phone_number] takes digits only (any
 * other character, the '+' included, finds nothing) and may also match numbers that merely
 * contain them, so only an exact match counts; the pages are followed in case it is not on the first.
 */
export async function findAccountNumber(client: TelnyxClient, phoneNumber: string) {
  const digits = phoneNumber.replace(/\D/g, '');
  for await (const number of client.phoneNumbers.list({ filter: { phone_number: digits } })) {
    if (number.phone_number === phoneNumber && number.id) return number;
  }
  return null;
}
