import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import { openAiError, validateChatRequest, type ChatRequest } from './chat-request.ts';
import { detectTask, instructionsOf, sandboxReply, type SandboxTask } from './sandbox-llm.ts';

export const OPENAI_SANDBOX_MOUNT = '/sandbox/openai';

const NO_KEY =
  "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth " +
  '(i.e. Authorization: Bearer YOUR_KEY).';

/** OpenAI's envelopes for the statuses a test may inject. */
function faultBody(status: number) {
  if (status === 401)
    return openAiError({ message: 'Incorrect API key provided.', param: null, code: 'invalid_api_key' });
  if (status === 429) {
    const message = 'Rate limit reached for requests. Please try again in 1s.';
    return openAiError({ message, param: null, code: 'rate_limit_exceeded', type: 'requests' });
  }
  const message = 'The server had an error while processing your request. Sorry about that!';
  return openAiError({
    message,
    param: null,
    code: null,
    type: status >= 500 ? 'server_error' : 'invalid_request_error',
  });
}

/** Like OpenAI: 401 without `Authorization: Bearer <key>`; any non-empty key is accepted. */
const requireBearer: MiddlewareHandler = async (c, next) => {
  if (!c.req.path.slice(OPENAI_SANDBOX_MOUNT.length).startsWith('/v1/')) return next();
  if (!/^Bearer\s+\S/i.test(c.req.header('authorization') ?? '')) {
    return c.json(openAiError({ message: NO_KEY, param: null, code: null }), 401);
  }
  return next();
};

/** About four characters per token, as OpenAI's rule of thumb has it. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function completion(request: ChatRequest, reply: string) {
  const limit = request.maxTokens ? request.maxTokens * 4 : Infinity;
  const content = reply.length > limit ? reply.slice(0, limit) : reply;
  const choice = (index: number) => ({
    index,
    message: { role: 'assistant', content, refusal: null },
    logprobs: null,
    finish_reason: content.length < reply.length ? 'length' : 'stop',
  });
  const promptTokens = tokens(request.messages.map((message) => message.content).join('\n'));
  const completionTokens = tokens(content) * request.n;
  return {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: Array.from({ length: request.n }, (_, index) => choice(index)),
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
    system_fingerprint: 'fp_sandbox',
  };
}

/** The OpenAI emulator: POST /v1/chat/completions answered by the deterministic sandbox LLM. */
export function createOpenAiEmulator() {
  const faults = new FaultInjector(faultBody);
  const recent: { task: SandboxTask; model: string; at: string }[] = [];
  const app = new Hono();
  app.use('*', requireBearer);
  app.use('*', faults.middleware(OPENAI_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());

  // The developer's view: what the sandbox LLM was recently asked to do.
  app.get('/', (c) => c.json({ vendor: 'openai', sandbox: true, recent }));

  app.post('/v1/chat/completions', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) {
      const message = 'We could not parse the JSON body of your request. The OpenAI API expects a JSON payload.';
      return c.json(openAiError({ message, param: null, code: null }), 400);
    }
    const parsed = validateChatRequest(body);
    if (!parsed.ok) return c.json(openAiError(parsed.error), 400);
    const task = detectTask(instructionsOf(parsed.value.messages));
    recent.unshift({ task, model: parsed.value.model, at: new Date().toISOString() });
    recent.length = Math.min(recent.length, 20);
    return c.json(completion(parsed.value, sandboxReply(parsed.value.messages)));
  });

  app.all('*', (c) => {
    const path = c.req.path.slice(OPENAI_SANDBOX_MOUNT.length);
    const message = `Invalid URL (${c.req.method} ${path})`;
    return c.json(openAiError({ message, param: null, code: null }), 404);
  });
  return { app };
}
