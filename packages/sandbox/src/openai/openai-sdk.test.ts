import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { WRITING_MODEL } from '@portal/shared/agents/models.plain';
import { Hono } from 'hono';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatModel } from 'openai/resources/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CHAT_MODELS } from './chat-models.ts';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from './openai-emulator.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

// The official `openai` client against the emulator over HTTP: what it sends, and whether it
// accepts what comes back, prove the emulator speaks OpenAI's API rather than our client's idea of it.

let server: ServerType;
let baseURL: string;

beforeAll(async () => {
  const app = new Hono().route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OPENAI_SANDBOX_MOUNT}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (options: Partial<ConstructorParameters<typeof OpenAI>[0]> = {}) =>
  new OpenAI({ apiKey: 'sk-sandbox', baseURL, maxRetries: 0, ...options });

const REWRITE = "Rewrite the text for a phone agent's FAQ section. Return only the text.";
const messages = (user = 'we r open 9-5 mon thru fri') =>
  [
    { role: 'system', content: REWRITE },
    { role: 'user', content: user },
  ] as const;
const TIDIED = 'We are open 9-5 Monday through Friday.';

const refusal = async (promise: Promise<unknown>) =>
  (await rejectionOf(promise, OpenAI.APIError)) as InstanceType<typeof OpenAI.APIError>;

describe('the openai SDK against the OpenAI emulator: chat completions', () => {
  it('answers the request the product sends (system + user, max_completion_tokens, temperature)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { data, request_id } = await client()
      .chat.completions.create({
        model: WRITING_MODEL,
        messages: [...messages()],
        max_completion_tokens: 800,
        temperature: 0.4,
      })
      .withResponse();
    expect(data.id).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
    expect(data.object).toBe('chat.completion');
    expect(data.created).toBeGreaterThanOrEqual(before);
    expect(data.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(data.model).toBe(WRITING_MODEL);
    expect(data.choices).toEqual([
      {
        index: 0,
        message: { role: 'assistant', content: TIDIED, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ]);
    const usage = data.usage!;
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    expect(usage.completion_tokens_details).toMatchObject({ reasoning_tokens: 0 });
    expect(usage.prompt_tokens_details).toMatchObject({ cached_tokens: 0 });
    expect(request_id).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('stops at max_completion_tokens with finish_reason "length", and at a stop sequence', async () => {
    const cut = await client().chat.completions.create({
      model: 'gpt-4.1-mini',
      messages: [...messages('we r open late on fri and sat. '.repeat(20))],
      max_completion_tokens: 3,
    });
    expect(cut.choices[0]).toMatchObject({ finish_reason: 'length', message: { content: 'We are open ' } });
    const stopped = await client().chat.completions.create({
      model: 'gpt-4.1-mini',
      messages: [...messages()],
      stop: [' Monday'],
    });
    expect(stopped.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: 'We are open 9-5' } });
  });

  it('gives n choices, each indexed', async () => {
    const answer = await client().chat.completions.create({ model: 'gpt-4o-mini', messages: [...messages()], n: 2 });
    expect(answer.choices.map((choice) => [choice.index, choice.message.content])).toEqual([
      [0, TIDIED],
      [1, TIDIED],
    ]);
  });

  it('answers JSON mode with a JSON object, and a json_schema with JSON the schema parses', async () => {
    const json = await client().chat.completions.create({
      model: 'gpt-4.1-mini',
      messages: [{ role: 'system', content: `${REWRITE} Answer in JSON.` }, messages()[1]],
      response_format: { type: 'json_object' },
    });
    expect(JSON.parse(json.choices[0]!.message.content!)).toEqual({ text: TIDIED });

    const faq = z.object({ answer: z.string(), tone: z.enum(['formal', 'casual']), tags: z.array(z.string()) });
    const parsed = await client().chat.completions.parse({
      model: 'gpt-4.1-mini',
      messages: [...messages()],
      response_format: zodResponseFormat(faq, 'faq'),
    });
    expect(parsed.choices[0]!.message.parsed).toEqual({ answer: TIDIED, tone: 'formal', tags: [] });
  });
});

describe('the openai SDK against the OpenAI emulator: streaming', () => {
  it('streams chat.completion.chunk objects that add up to the plain answer', async () => {
    const stream = await client().chat.completions.create({
      model: WRITING_MODEL,
      messages: [...messages()],
      stream: true,
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(new Set(chunks.map((chunk) => chunk.created)).size).toBe(1);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ object: 'chat.completion.chunk', model: WRITING_MODEL });
      expect(chunk).not.toHaveProperty('usage');
    }
    expect(chunks[0]!.choices[0]!.delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(chunks.map((chunk) => chunk.choices[0]!.delta.content ?? '').join('')).toBe(TIDIED);
    expect(chunks.at(-1)!.choices[0]).toEqual({ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' });
    expect(chunks.slice(0, -1).every((chunk) => chunk.choices[0]!.finish_reason === null)).toBe(true);
  });

  it('ends with a usage chunk (empty choices) when stream_options.include_usage is set', async () => {
    const stream = await client().chat.completions.create({
      model: WRITING_MODEL,
      messages: [...messages()],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage!.total_tokens).toBe(last.usage!.prompt_tokens + last.usage!.completion_tokens);
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('assembles into a whole completion with the SDK stream helper', async () => {
    const runner = client().chat.completions.stream({
      model: WRITING_MODEL,
      messages: [...messages()],
      stream_options: { include_usage: true },
    });
    const deltas: string[] = [];
    runner.on('content', (delta) => deltas.push(delta));
    const final = await runner.finalChatCompletion();
    expect(final.choices[0]).toMatchObject({ finish_reason: 'stop', message: { role: 'assistant', content: TIDIED } });
    expect(deltas.join('')).toBe(TIDIED);
    expect(final.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('ends the event stream with data: [DONE] on the wire', async () => {
    const response = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-sandbox', 'content-type': 'application/json' },
      body: JSON.stringify({ model: WRITING_MODEL, messages: messages(), stream: true }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.every((event) => event.startsWith('data: '))).toBe(true);
    expect(events.at(-1)).toBe('data: [DONE]');
  });
});

describe('the openai SDK against the OpenAI emulator: errors in OpenAI’s envelope', () => {
  it('401 without an API key: AuthenticationError', async () => {
    const error = await refusal(
      client({ defaultHeaders: { authorization: null } }).chat.completions.create({
        model: WRITING_MODEL,
        messages: [...messages()],
      }),
    );
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(error.status).toBe(401);
    expect(error.error).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
    expect(error.message).toContain("You didn't provide an API key");
  });

  it('404 model_not_found for a model OpenAI does not have: NotFoundError', async () => {
    const error = await refusal(
      client().chat.completions.create({ model: 'gpt-4.1-minni', messages: [...messages()] }),
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error.status).toBe(404);
    expect(error.error).toEqual({
      message: 'The model `gpt-4.1-minni` does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    });
  });

  it('400 for a bad request: BadRequestError naming the parameter', async () => {
    const error = await refusal(
      client().chat.completions.create({ model: WRITING_MODEL, messages: [...messages()], temperature: 3 }),
    );
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ status: 400, type: 'invalid_request_error', param: 'temperature' });
    expect(error.code).toBe('decimal_above_max_value');

    const usageWithoutStream = await refusal(
      client().chat.completions.create({
        model: WRITING_MODEL,
        messages: [...messages()],
        stream_options: { include_usage: true },
      }),
    );
    expect(usageWithoutStream).toMatchObject({ status: 400, param: 'stream_options', code: null });

    const jsonWithoutTheWord = await refusal(
      client().chat.completions.create({
        model: WRITING_MODEL,
        messages: [...messages()],
        response_format: { type: 'json_object' },
      }),
    );
    expect(jsonWithoutTheWord).toMatchObject({ status: 400, param: 'messages' });
  });

  it('refuses a reasoning model the parameters it does not take', async () => {
    const temperature = await refusal(
      client().chat.completions.create({ model: 'gpt-5-mini', messages: [...messages()], temperature: 0.4 }),
    );
    expect(temperature).toMatchObject({ status: 400, param: 'temperature', code: 'unsupported_value' });
    expect(temperature.message).toContain(
      "Unsupported value: 'temperature' does not support 0.4 with this model. Only the default (1) value is supported.",
    );
    const maxTokens = await refusal(
      client().chat.completions.create({ model: 'o4-mini', messages: [...messages()], max_tokens: 100 }),
    );
    expect(maxTokens).toMatchObject({ status: 400, param: 'max_tokens', code: 'unsupported_parameter' });
    const effort = await refusal(
      client().chat.completions.create({ model: 'gpt-4.1', messages: [...messages()], reasoning_effort: 'low' }),
    );
    expect(effort).toMatchObject({ status: 400, param: 'reasoning_effort', code: 'unsupported_parameter' });
    // GPT-5.1 and later do not reason unless asked, and then take a temperature.
    const noReasoning = await client().chat.completions.create({
      model: 'gpt-5.1',
      messages: [...messages()],
      temperature: 0.4,
      max_completion_tokens: 100,
    });
    expect(noReasoning.choices[0]!.message.content).toBe(TIDIED);
  });
});

// The known models are the SDK's own list: a newer `openai` package with more models fails here.
type NotListed = Exclude<ChatModel, (typeof CHAT_MODELS)[number]>;
const everySdkModelListed: [NotListed] extends [never] ? true : false = true;
void everySdkModelListed;
