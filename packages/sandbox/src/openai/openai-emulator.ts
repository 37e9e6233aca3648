import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import { chatCompletion, chatCompletionChunks } from './chat-completion.ts';
import { validateChatRequest } from './chat-request.ts';
import { openAiError } from './openai-error.ts';
import { detectTask, instructionsOf, sandboxReply, type SandboxTask } from './sandbox-llm.ts';
import { speechRoute, type Speak } from './speech.ts';

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

/** Every answer names its request, as OpenAI's do; the SDK reads it into `request_id`. */
const requestId: MiddlewareHandler = async (c, next) => {
  c.header('x-request-id', `req_${randomBytes(16).toString('hex')}`);
  await next();
};

/** Like OpenAI: 401 without `Authorization: Bearer <key>`; any non-empty key is accepted. */
const requireBearer: MiddlewareHandler = async (c, next) => {
  if (!c.req.path.slice(OPENAI_SANDBOX_MOUNT.length).startsWith('/v1/')) return next();
  if (!/^Bearer\s+\S/i.test(c.req.header('authorization') ?? '')) {
    return c.json(openAiError({ message: NO_KEY, param: null, code: null }), 401);
  }
  return next();
};

/** OpenAI's stream: one `data:` event per chunk, then `data: [DONE]`. */
function serverSentEvents(chunks: object[]) {
  const encoder = new TextEncoder();
  const events = [...chunks.map((chunk) => JSON.stringify(chunk)), '[DONE]'];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = events.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(`data: ${next}\n\n`));
    },
  });
}

/**
 * The OpenAI emulator: POST /v1/chat/completions, plain or streamed, answered by the deterministic
 * sandbox LLM, and POST /v1/audio/speech, spoken by `speak` (without it the endpoint answers as
 * OpenAI does when speech fails).
 */
const noSpeech: Speak = () => Promise.reject(new Error('No speech engine given to the emulator.'));

export function createOpenAiEmulator(options: { speak?: Speak } = {}) {
  const faults = new FaultInjector(faultBody);
  const recent: { task: SandboxTask; model: string; at: string }[] = [];
  const app = new Hono();
  app.use('*', requestId);
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
    if (!parsed.ok) return c.json(openAiError(parsed.error), parsed.status);
    const request = parsed.value;
    const task = detectTask(instructionsOf(request.messages));
    recent.unshift({ task, model: request.model, at: new Date().toISOString() });
    recent.length = Math.min(recent.length, 20);
    const reply = sandboxReply(request.messages);
    if (!request.stream) return c.json(chatCompletion(request, reply));
    return c.body(serverSentEvents(chatCompletionChunks(request, reply)), 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });

  app.post('/v1/audio/speech', speechRoute(options.speak ?? noSpeech));

  app.all('*', (c) => {
    const path = c.req.path.slice(OPENAI_SANDBOX_MOUNT.length);
    const message = `Invalid URL (${c.req.method} ${path})`;
    return c.json(openAiError({ message, param: null, code: null }), 404);
  });
  return { app };
}
