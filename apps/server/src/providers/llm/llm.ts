/**
 * The language model as our services see it: one system + user turn in, plain text out, or JSON
 * that fits a schema. The OpenAI client implements it against api.openai.com or the sandbox emulator.
 */

export type CompletionRequest = {
  system: string;
  user: string;
  maxTokens?: number;
  temperature?: number;
};

export type JsonCompletionRequest = {
  system: string;
  user: string;
  maxTokens?: number;
  /** Names the format to the vendor (letters, digits, _ and -). */
  schemaName: string;
  /** A JSON Schema in the vendor's strict form: every property required, null for absent, no extra properties. */
  jsonSchema: Record<string, unknown>;
};

export interface Llm {
  /** The model's answer. Throws LlmError; an answer that is not text is `invalid_response`. */
  complete(request: CompletionRequest): Promise<string>;
  /**
   * The model's answer as parsed JSON that the vendor made fit `jsonSchema`. Still `unknown`: the
   * caller validates it with its own schema. Throws LlmError; an answer that is not JSON, or a
   * refusal, is `invalid_response`.
   */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}

export type LlmErrorKind =
  /** The API key was refused (401/403). */
  | 'auth'
  /** Rate limit or quota exhausted (429). */
  | 'rate_limited'
  /** No answer within the timeout. */
  | 'timeout'
  /** Network failure or a 5xx from the vendor. */
  | 'unavailable'
  /** The vendor refused the request itself (4xx other than the above). */
  | 'rejected'
  /** A 2xx whose message content is missing or not a string (or, asked for JSON, not JSON). */
  | 'invalid_response';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    /** The vendor's HTTP status, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}
