/**
 * OpenAI's error envelope, `{error: {message, type, param, code}}`, and the wording its request
 * validation uses (docs/vendors.md#openai-errors).
 */

export type OpenAiErrorDetail = { message: string; param: string | null; code: string | null; type?: string };

export const openAiError = (detail: OpenAiErrorDetail) => ({
  error: {
    message: detail.message,
    type: detail.type ?? 'invalid_request_error',
    param: detail.param,
    code: detail.code,
  },
});

/** A refused request: the detail OpenAI would send and the status it sends it with. */
export class Invalid extends Error {
  constructor(
    readonly detail: OpenAiErrorDetail,
    readonly status: 400 | 404 = 400,
  ) {
    super(detail.message);
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

export const missing = (param: string) =>
  new Invalid({ message: `Missing required parameter: '${param}'.`, param, code: 'missing_required_parameter' });

export const wrongType = (param: string, expected: string, value: unknown) =>
  new Invalid({
    message: `Invalid type for '${param}': expected ${expected}, but got ${typeName(value)} instead.`,
    param,
    code: 'invalid_type',
  });

/** "Supported values are: 'a', 'b', and 'c'." */
export function invalidValue(param: string, value: unknown, supported: readonly string[]) {
  const quoted = supported.map((name) => `'${name}'`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')}, and ${quoted.at(-1)}` : quoted.join('');
  const message = `Invalid value: '${String(value)}'. Supported values are: ${list}.`;
  return new Invalid({ message, param, code: 'invalid_value' });
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
