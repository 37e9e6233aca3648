import { randomBytes } from 'node:crypto';
import type { ChatRequest } from './chat-request.ts';
import { shapeAnswer } from './structured-answer.ts';

/**
 * The sandbox reply in OpenAI's response shapes: one `chat.completion` object, or the stream of
 * `chat.completion.chunk` objects that ends with a usage chunk (when asked for) and `[DONE]`
 * (docs/vendors.md#openai-chat-completions).
 */

type Answer = { content: string; finishReason: 'stop' | 'length' };

/** About four characters per token, as OpenAI's rule of thumb has it. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** The answer as the request bounds it: shaped as JSON if asked, cut at a stop sequence or at max tokens. */
function answerFor(request: ChatRequest, reply: string): Answer {
  let content = shapeAnswer(reply, request.responseFormat);
  const stops = request.stop.map((stop) => content.indexOf(stop)).filter((index) => index >= 0);
  if (stops.length > 0) content = content.slice(0, Math.min(...stops));
  const limit = request.maxTokens ? request.maxTokens * 4 : Infinity;
  if (content.length > limit) return { content: content.slice(0, limit), finishReason: 'length' };
  return { content, finishReason: 'stop' };
}

function usageOf(request: ChatRequest, answer: Answer) {
  const prompt = tokens(request.messages.map((message) => message.content).join('\n'));
  const completion = tokens(answer.content) * request.n;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

/** What every completion and every chunk of one carries. */
function envelope(request: ChatRequest, object: 'chat.completion' | 'chat.completion.chunk') {
  return {
    // Like OpenAI's: 29 letters and digits after the prefix.
    id: `chatcmpl-${randomBytes(32)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 29)}`,
    object,
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    service_tier: 'default',
    system_fingerprint: 'fp_sandbox',
  };
}

export function chatCompletion(request: ChatRequest, reply: string) {
  const answer = answerFor(request, reply);
  return {
    ...envelope(request, 'chat.completion'),
    choices: Array.from({ length: request.n }, (_, index) => ({
      index,
      message: { role: 'assistant', content: answer.content, refusal: null, annotations: [] },
      logprobs: null,
      finish_reason: answer.finishReason,
    })),
    usage: usageOf(request, answer),
  };
}

/** The chunks of a streamed completion, word by word; the same id and created on each. */
export function chatCompletionChunks(request: ChatRequest, reply: string) {
  const answer = answerFor(request, reply);
  const base = envelope(request, 'chat.completion.chunk');
  // With include_usage every chunk says `usage: null` until the last one, whose choices are empty.
  const usage = request.includeUsage ? { usage: null } : {};
  const chunk = (index: number, delta: object, finishReason: string | null = null) => ({
    ...base,
    choices: [{ index, delta, logprobs: null, finish_reason: finishReason }],
    ...usage,
  });
  const pieces = answer.content.match(/\S+\s*|\s+/g) ?? [];
  const chunks: object[] = [];
  for (let index = 0; index < request.n; index++) {
    chunks.push(chunk(index, { role: 'assistant', content: '', refusal: null }));
    for (const piece of pieces) chunks.push(chunk(index, { content: piece }));
    chunks.push(chunk(index, {}, answer.finishReason));
  }
  if (request.includeUsage) chunks.push({ ...base, choices: [], usage: usageOf(request, answer) });
  return chunks;
}
