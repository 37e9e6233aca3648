import { Invalid, invalidValue, isObject, missing, wrongType } from './openai-error.ts';
import type { ChatMessage } from './sandbox-llm.ts';
import { toolOptions, type ToolOptions } from './tool-options.ts';

/** How the answer is shaped and delivered: streaming, stop sequences, JSON output, the tools it may call. */

export type ResponseFormat = { type: 'text' } | { type: 'json_object' } | { type: 'json_schema'; schema: unknown };
export type ChatOptions = ToolOptions & {
  stream: boolean;
  includeUsage: boolean;
  stop: string[];
  responseFormat: ResponseFormat;
  reasoningEffort?: string;
};

const FORMAT_TYPES = ['text', 'json_object', 'json_schema'];
const EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'];

function streamOf(body: Record<string, unknown>) {
  const { stream, stream_options: options } = body;
  if (stream !== undefined && stream !== null && typeof stream !== 'boolean') {
    throw wrongType('stream', 'a boolean', stream);
  }
  if (options === undefined || options === null) return { stream: stream === true, includeUsage: false };
  if (stream !== true) {
    const message = "The 'stream_options' parameter is only allowed when 'stream' is enabled.";
    throw new Invalid({ message, param: 'stream_options', code: null });
  }
  if (!isObject(options)) throw wrongType('stream_options', 'an object', options);
  const usage = options.include_usage;
  if (usage !== undefined && typeof usage !== 'boolean') {
    throw wrongType('stream_options.include_usage', 'a boolean', usage);
  }
  return { stream: true, includeUsage: usage === true };
}

function stopOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw wrongType('stop', 'one of a string or array of strings', value);
  }
  if (value.length > 4) {
    const message = `Invalid 'stop': array too long. Expected an array with maximum length 4, but got an array with length ${value.length} instead.`;
    throw new Invalid({ message, param: 'stop', code: 'array_above_max_length' });
  }
  return value as string[];
}

function responseFormatOf(value: unknown, messages: ChatMessage[]): ResponseFormat {
  if (value === undefined || value === null) return { type: 'text' };
  if (!isObject(value)) throw wrongType('response_format', 'an object', value);
  if (value.type === undefined) throw missing('response_format.type');
  if (typeof value.type !== 'string' || !FORMAT_TYPES.includes(value.type)) {
    throw invalidValue('response_format.type', value.type, FORMAT_TYPES);
  }
  if (value.type === 'json_object') {
    // OpenAI refuses JSON mode unless the instructions ask for JSON, so the model is not left guessing.
    if (!messages.some((message) => /json/i.test(message.content))) {
      const message =
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.";
      throw new Invalid({ message, param: 'messages', code: null });
    }
    return { type: 'json_object' };
  }
  if (value.type === 'json_schema') {
    const format = value.json_schema;
    if (format === undefined) throw missing('response_format.json_schema');
    if (!isObject(format)) throw wrongType('response_format.json_schema', 'an object', format);
    if (format.name === undefined) throw missing('response_format.json_schema.name');
    if (typeof format.name !== 'string' || !/^[\w-]{1,64}$/.test(format.name)) {
      const message = `Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`;
      throw new Invalid({ message, param: 'response_format.json_schema.name', code: 'invalid_value' });
    }
    return { type: 'json_schema', schema: format.schema ?? {} };
  }
  return { type: 'text' };
}

function effortOf(value: unknown) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !EFFORTS.includes(value)) throw invalidValue('reasoning_effort', value, EFFORTS);
  return value;
}

export function chatOptions(body: Record<string, unknown>, messages: ChatMessage[]): ChatOptions {
  return {
    ...streamOf(body),
    stop: stopOf(body.stop),
    responseFormat: responseFormatOf(body.response_format, messages),
    reasoningEffort: effortOf(body.reasoning_effort),
    ...toolOptions(body),
  };
}
