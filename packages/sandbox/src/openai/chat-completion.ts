import { randomBytes } from 'node:crypto';
import type { ChatRequest } from './chat-request.ts';
import { shapeAnswer } from './structured-answer.ts';
import { sandboxToolCalls, type SandboxToolCall } from './tool-calls.ts';

/**
 * The sandbox reply in OpenAI's response shapes: one `chat.completion` object, or the stream of
 * `chat.completion.chunk` objects that ends with a usage chunk (when asked for) and `[DONE]`
 * (docs/vendors.md#openai-chat-completions). When the sandbox model calls a tool instead, the
 * message has no content and carries the `tool_calls`.
 */

type Answer =
  | { content: string; calls: []; finishReason: 'stop' | 'length' }
  | { content: null; calls: SandboxToolCall[]; finishReason: 'stop' | 'tool_calls' };

/** About four characters per token, as OpenAI's rule of thumb has it. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** Letters and digits, as OpenAI's ids have after their prefix. */
const alphanumerics = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);

/** Like OpenAI's tool call ids: `call_` and 24 letters and digits. */
export const toolCallId = () => `call_${alphanumerics(24)}`;

/**
 * The answer as the request bounds it: the tool calls if the sandbox model makes any, else the
 * reply shaped as JSON if asked, cut at a stop sequence or at max tokens.
 */
function answerFor(request: ChatRequest, reply: string, now: Date): Answer {
  const calls = sandboxToolCalls(request, now);
  if (calls.length > 0) {
    // OpenAI ends a call it was told to make of one named function with "stop", other calls with "tool_calls".
    return { content: null, calls, finishReason: request.toolChoice.type === 'function' ? 'stop' : 'tool_calls' };
  }
  let content = shapeAnswer(reply, request.responseFormat);
  const stops = request.stop.map((stop) => content.indexOf(stop)).filter((index) => index >= 0);
  if (stops.length > 0) content = content.slice(0, Math.min(...stops));
  const limit = request.maxTokens ? request.maxTokens * 4 : Infinity;
  if (content.length > limit) return { content: content.slice(0, limit), calls: [], finishReason: 'length' };
  return { content, calls: [], finishReason: 'stop' };
}

const generated = (answer: Answer) =>
  answer.content ?? answer.calls.map((call) => `${call.name}${call.arguments}`).join('');

function usageOf(request: ChatRequest, answer: Answer) {
  const prompt = tokens(request.messages.map((message) => message.content).join('\n'));
  const completion = tokens(generated(answer)) * request.n;
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
    id: `chatcmpl-${alphanumerics(29)}`,
    object,
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    service_tier: 'default',
    system_fingerprint: 'fp_sandbox',
  };
}

/** Each choice's calls get ids of their own, as each choice is a separate answer. */
const identified = (calls: SandboxToolCall[]) =>
  calls.map((call) => ({
    id: toolCallId(),
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));

function messageOf(answer: Answer) {
  const message = { role: 'assistant', content: answer.content, refusal: null, annotations: [] };
  return answer.content === null ? { ...message, tool_calls: identified(answer.calls) } : message;
}

export function chatCompletion(request: ChatRequest, reply: string, now = new Date()) {
  const answer = answerFor(request, reply, now);
  return {
    ...envelope(request, 'chat.completion'),
    choices: Array.from({ length: request.n }, (_, index) => ({
      index,
      message: messageOf(answer),
      logprobs: null,
      finish_reason: answer.finishReason,
    })),
    usage: usageOf(request, answer),
  };
}

/** A streamed tool call: its id and name first, then its arguments piece by piece. */
function toolCallDeltas(calls: SandboxToolCall[]) {
  return identified(calls).flatMap((call, index) => [
    { index, id: call.id, type: call.type, function: { name: call.function.name, arguments: '' } },
    ...(call.function.arguments.match(/.{1,8}/gs) ?? []).map((piece) => ({ index, function: { arguments: piece } })),
  ]);
}

/** The chunks of a streamed completion, word by word; the same id and created on each. */
export function chatCompletionChunks(request: ChatRequest, reply: string, now = new Date()) {
  const answer = answerFor(request, reply, now);
  const base = envelope(request, 'chat.completion.chunk');
  // With include_usage every chunk says `usage: null` until the last one, whose choices are empty.
  const usage = request.includeUsage ? { usage: null } : {};
  const chunk = (index: number, delta: object, finishReason: string | null = null) => ({
    ...base,
    choices: [{ index, delta, logprobs: null, finish_reason: finishReason }],
    ...usage,
  });
  const chunks: object[] = [];
  for (let index = 0; index < request.n; index++) {
    if (answer.content === null) {
      const [first, ...rest] = toolCallDeltas(answer.calls);
      chunks.push(chunk(index, { role: 'assistant', content: null, tool_calls: [first], refusal: null }));
      for (const delta of rest) chunks.push(chunk(index, { tool_calls: [delta] }));
    } else {
      chunks.push(chunk(index, { role: 'assistant', content: '', refusal: null }));
      for (const piece of answer.content.match(/\S+\s*|\s+/g) ?? []) chunks.push(chunk(index, { content: piece }));
    }
    chunks.push(chunk(index, {}, answer.finishReason));
  }
  if (request.includeUsage) chunks.push({ ...base, choices: [], usage: usageOf(request, answer) });
  return chunks;
}
