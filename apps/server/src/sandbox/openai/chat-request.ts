import type { ChatMessage } from './sandbox-llm.ts';

/**
 * Validates a chat-completions body the way OpenAI does: unknown top-level arguments are refused,
 * required fields and types are checked, and the error names the parameter (docs/vendors.md#openai-errors).
 */

export type OpenAiErrorDetail = { message: string; param: string | null; code: string | null; type?: string };
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  maxTokens?: number;
  n: number;
};

const KNOWN_ARGUMENTS = new Set(
  (
    'model messages temperature top_p n stream stream_options stop max_tokens max_completion_tokens ' +
    'presence_penalty frequency_penalty logit_bias logprobs top_logprobs user response_format seed tools ' +
    'tool_choice parallel_tool_calls functions function_call store metadata service_tier modalities audio ' +
    'prediction reasoning_effort verbosity web_search_options safety_identifier prompt_cache_key'
  ).split(' '),
);
const ROLES = ['system', 'assistant', 'user', 'function', 'tool', 'developer'];

export const openAiError = (detail: OpenAiErrorDetail) => ({
  error: {
    message: detail.message,
    type: detail.type ?? 'invalid_request_error',
    param: detail.param,
    code: detail.code,
  },
});

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

class Invalid extends Error {
  constructor(readonly detail: OpenAiErrorDetail) {
    super(detail.message);
  }
}

const missing = (param: string) =>
  new Invalid({ message: `Missing required parameter: '${param}'.`, param, code: 'missing_required_parameter' });
const wrongType = (param: string, expected: string, value: unknown) =>
  new Invalid({
    message: `Invalid type for '${param}': expected ${expected}, but got ${typeName(value)} instead.`,
    param,
    code: 'invalid_type',
  });

function numberIn(body: Record<string, unknown>, param: string, min: number, max: number, integer: boolean) {
  const value = body[param];
  if (value === undefined || value === null) return undefined;
  const kind = integer ? 'integer' : 'decimal';
  if (typeof value !== 'number' || (integer && !Number.isInteger(value))) {
    throw wrongType(param, integer ? 'an integer' : 'a decimal', value);
  }
  if (value < min || value > max) {
    const [side, short, limit] = value < min ? ['below', 'min', `>= ${min}`] : ['above', 'max', `<= ${max}`];
    const message = `Invalid '${param}': ${kind} ${side} ${short}imum value. Expected a value ${limit}, but got ${value} instead.`;
    throw new Invalid({ message, param, code: `${kind}_${side}_${short}_value` });
  }
  return value;
}

/** Message content: a string, or an array of parts whose text parts are joined. */
function contentText(value: unknown, param: string): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) throw wrongType(param, 'one of a string or array of objects', value);
  return value
    .map((part: unknown, index) => {
      const item = part as { type?: unknown; text?: unknown } | null;
      if (typeof item !== 'object' || item === null) throw wrongType(`${param}[${index}]`, 'an object', part);
      if (item.type === 'text' && typeof item.text !== 'string') throw missing(`${param}[${index}].text`);
      return item.type === 'text' ? (item.text as string) : '';
    })
    .join('\n');
}

function message(value: unknown, index: number): ChatMessage {
  const param = `messages[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw wrongType(param, 'an object', value);
  const { role, content } = value as { role?: unknown; content?: unknown };
  if (role === undefined) throw missing(`${param}.role`);
  if (typeof role !== 'string' || !ROLES.includes(role)) {
    const supported = `${ROLES.slice(0, -1)
      .map((r) => `'${r}'`)
      .join(', ')}, and '${ROLES.at(-1)}'`;
    const message = `Invalid value: '${String(role)}'. Supported values are: ${supported}.`;
    throw new Invalid({ message, param: `${param}.role`, code: 'invalid_value' });
  }
  // Only an assistant turn (one that called tools) may leave its content out.
  if (content === undefined || content === null) {
    if (role === 'assistant') return { role, content: '' };
    throw missing(`${param}.content`);
  }
  return { role, content: contentText(content, `${param}.content`) };
}

function parse(body: unknown): ChatRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Invalid({ message: 'The request body must be a JSON object.', param: null, code: null });
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !KNOWN_ARGUMENTS.has(key));
  if (unknown)
    throw new Invalid({ message: `Unrecognized request argument supplied: ${unknown}`, param: null, code: null });
  if (fields.model === undefined)
    throw new Invalid({ message: 'you must provide a model parameter', param: null, code: null });
  if (typeof fields.model !== 'string') throw wrongType('model', 'a string', fields.model);
  if (fields.messages === undefined) throw missing('messages');
  if (!Array.isArray(fields.messages)) throw wrongType('messages', 'an array of objects', fields.messages);
  if (fields.messages.length === 0) {
    const text =
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.";
    throw new Invalid({ message: text, param: 'messages', code: 'empty_array' });
  }
  const messages = fields.messages.map(message);
  numberIn(fields, 'temperature', 0, 2, false);
  numberIn(fields, 'top_p', 0, 1, false);
  const maxTokens =
    numberIn(fields, 'max_completion_tokens', 1, 1_000_000, true) ?? numberIn(fields, 'max_tokens', 1, 1_000_000, true);
  const n = numberIn(fields, 'n', 1, 128, true) ?? 1;
  if (fields.stream === true) {
    const text = 'The sandbox LLM does not stream. Send the request without stream: true.';
    throw new Invalid({ message: text, param: 'stream', code: 'unsupported_value' });
  }
  return { model: fields.model, messages, maxTokens, n };
}

export function validateChatRequest(
  body: unknown,
): { ok: true; value: ChatRequest } | { ok: false; error: OpenAiErrorDetail } {
  try {
    return { ok: true, value: parse(body) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.detail };
    throw error;
  }
}
