import { chatOptions, type ChatOptions } from './chat-options.ts';
import { checkModelRules } from './model-rules.ts';
import { Invalid, invalidValue, isObject, missing, wrongType, type OpenAiErrorDetail } from './openai-error.ts';
import type { ChatMessage } from './sandbox-llm.ts';
import { checkToolSequence, toolCallIdOf, toolCallsOf } from './tool-messages.ts';

/**
 * Validates a chat-completions body the way OpenAI does: unknown top-level arguments are refused,
 * required fields and types are checked, and the error names the parameter (docs/vendors.md#openai-errors).
 */

export type ChatRequest = ChatOptions & {
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
  if (!isObject(value)) throw wrongType(param, 'an object', value);
  const { role, content } = value;
  if (role === undefined) throw missing(`${param}.role`);
  if (typeof role !== 'string' || !ROLES.includes(role)) throw invalidValue(`${param}.role`, role, ROLES);
  if (role === 'assistant') {
    // An assistant turn that called tools may leave its content out.
    const toolCalls = toolCallsOf(value.tool_calls, `${param}.tool_calls`);
    const text = content === undefined || content === null ? '' : contentText(content, `${param}.content`);
    return toolCalls ? { role, content: text, toolCalls } : { role, content: text };
  }
  if (content === undefined || content === null) throw missing(`${param}.content`);
  const text = contentText(content, `${param}.content`);
  if (role !== 'tool') return { role, content: text };
  return { role, content: text, toolCallId: toolCallIdOf(value.tool_call_id, `${param}.tool_call_id`) };
}

function parse(body: unknown): ChatRequest {
  if (!isObject(body)) {
    throw new Invalid({ message: 'The request body must be a JSON object.', param: null, code: null });
  }
  const fields = body;
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
  checkToolSequence(messages);
  numberIn(fields, 'temperature', 0, 2, false);
  numberIn(fields, 'top_p', 0, 1, false);
  const maxTokens =
    numberIn(fields, 'max_completion_tokens', 1, 1_000_000, true) ?? numberIn(fields, 'max_tokens', 1, 1_000_000, true);
  const n = numberIn(fields, 'n', 1, 128, true) ?? 1;
  const options = chatOptions(fields, messages);
  checkModelRules(fields.model, fields, options.reasoningEffort);
  return { ...options, model: fields.model, messages, maxTokens, n };
}

export function validateChatRequest(
  body: unknown,
): { ok: true; value: ChatRequest } | { ok: false; error: OpenAiErrorDetail; status: 400 | 404 } {
  try {
    return { ok: true, value: parse(body) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.detail, status: error.status };
    throw error;
  }
}
