/**
 * The language model as our services see it: one system + user turn in, plain text out. The
 * OpenAI client implements it against api.openai.com or the sandbox emulator.
 */

export type CompletionRequest = {
  system: string;
  user: string;
  maxTokens?: number;
  temperature?: number;
};

export interface Llm {
  /** The model's answer. Throws LlmError; an answer that is not text is `invalid_response`. */
  complete(request: CompletionRequest): Promise<string>;
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
  /** A 2xx whose message content is missing or not a string. */
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
