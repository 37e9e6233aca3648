import OpenAI from 'openai';
import { LlmError, type CompletionRequest, type JsonCompletionRequest, type Llm } from './llm.ts';

export type OpenAiLlmOptions = {
  apiKey: string;
  /** `https://api.openai.com/v1`, or `${origin}/sandbox/openai/v1` for the emulator. */
  baseURL: string;
  model: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** The client retries 408/409/429/5xx and connection errors with backoff. */
  maxRetries?: number;
};

/** The official client's errors -> ours, keeping the vendor's own explanation. */
function toLlmError(error: unknown): LlmError {
  if (error instanceof LlmError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new LlmError('timeout', 'OpenAI did not answer in time');
  if (error instanceof OpenAI.APIConnectionError)
    return new LlmError('unavailable', `OpenAI is unreachable: ${error.message}`);
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const message = `OpenAI ${status ?? ''}: ${error.message}`.trim();
    if (status === 401 || status === 403) return new LlmError('auth', message, status);
    if (status === 429) return new LlmError('rate_limited', message, status);
    if (status !== undefined && status >= 500) return new LlmError('unavailable', message, status);
    return new LlmError('rejected', message, status);
  }
  return new LlmError('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * OpenAI's reasoning models (the o-series, and GPT-5 but for its `-chat-latest` variants) refuse a
 * sampling temperature while they reason (400 unsupported_value), so only the others are sent one.
 */
const takesTemperature = (model: string) =>
  !(/^o\d/.test(model) || (model.startsWith('gpt-5') && !model.endsWith('-chat-latest')));

/** The LLM through the official `openai` client (docs/vendors.md#openai-chat-completions). */
export function createOpenAiLlm(options: OpenAiLlmOptions): Llm {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 1,
  });

  /** One system + user turn; the answer's text, or an LlmError. */
  async function answer(
    { system, user, maxTokens, temperature }: CompletionRequest,
    format?: OpenAI.ResponseFormatJSONSchema,
  ) {
    try {
      const response = await client.chat.completions.create({
        model: options.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        // max_completion_tokens, not the deprecated max_tokens: reasoning models refuse the latter.
        ...(maxTokens !== undefined ? { max_completion_tokens: maxTokens } : {}),
        ...(temperature !== undefined && takesTemperature(options.model) ? { temperature } : {}),
        ...(format ? { response_format: format } : {}),
      });
      const message = response.choices?.[0]?.message;
      const content: unknown = message?.content;
      if (typeof content !== 'string') {
        // With a schema the model may decline to answer; it says why in `refusal`, not in the content.
        const refusal = message?.refusal ? `: ${message.refusal}` : '';
        throw new LlmError('invalid_response', `OpenAI answered without text content${refusal}`);
      }
      return content;
    } catch (error) {
      throw toLlmError(error);
    }
  }

  return {
    complete: (request) => answer(request),
    async completeJson({ schemaName, jsonSchema, ...request }: JsonCompletionRequest) {
      const text = await answer(request, {
        type: 'json_schema',
        json_schema: { name: schemaName, schema: jsonSchema, strict: true },
      });
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // A reply cut off at maxTokens is the usual cause: strict mode otherwise always gives JSON.
        throw new LlmError('invalid_response', 'OpenAI answered with text that is not JSON');
      }
    },
  };
}
