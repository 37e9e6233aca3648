import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import OpenAI from 'openai';
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from './openai-emulator.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

// Tool calling through the official `openai` client: the emulator calls tools, takes their answers
// back and refuses a conversation whose calls and answers do not line up, as OpenAI does.

let server: ServerType;
let client: OpenAI;

beforeAll(async () => {
  const app = new Hono().route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OPENAI_SANDBOX_MOUNT}/v1`;
  client = new OpenAI({ apiKey: 'sk-sandbox', baseURL, maxRetries: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const checkAvailability: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: 'check_availability',
    description: 'List the open appointment start times on a date.',
    parameters: {
      type: 'object',
      properties: { date: { type: 'string', description: 'The date to check, as YYYY-MM-DD.' } },
      required: ['date'],
    },
  },
};
const endCall: ChatCompletionFunctionTool = {
  type: 'function',
  function: { name: 'endCall', description: 'End the call.', parameters: { type: 'object', properties: {} } },
};
const tools = [checkAvailability, endCall];

const SYSTEM = 'You are the receptionist of a dental clinic (America/New_York).';
const booking: ChatCompletionMessageParam[] = [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: 'I would like to book a cleaning.' },
];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

const create = (body: Partial<OpenAI.ChatCompletionCreateParamsNonStreaming>) =>
  client.chat.completions.create({ model: 'gpt-4.1', messages: booking, tools, ...body });

const refusal = async (promise: Promise<unknown>) =>
  (await rejectionOf(promise, OpenAI.APIError)) as InstanceType<typeof OpenAI.APIError>;

const onlyFunctionCall = (calls: unknown[] | undefined) => {
  expect(calls).toHaveLength(1);
  return calls![0] as ChatCompletionMessageFunctionToolCall;
};

describe('the openai SDK against the OpenAI emulator: tool calls', () => {
  it('calls a tool, then answers from what the tool said (a round trip)', async () => {
    const first = await create({});
    const choice = first.choices[0]!;
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message).toMatchObject({ role: 'assistant', content: null, refusal: null });
    const call = onlyFunctionCall(choice.message.tool_calls);
    expect(call.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(call).toMatchObject({ type: 'function', function: { name: 'check_availability' } });
    expect(JSON.parse(call.function.arguments)).toEqual({ date: today() });
    expect(first.usage!.completion_tokens).toBeGreaterThan(0);

    const second = await create({
      messages: [
        ...booking,
        choice.message,
        { role: 'tool', tool_call_id: call.id, content: 'Open times: 09:00, 10:30.' },
      ],
    });
    expect(second.choices[0]).toMatchObject({
      finish_reason: 'stop',
      message: { role: 'assistant', content: 'Open times: 09:00, 10:30.' },
    });
    expect(second.choices[0]!.message).not.toHaveProperty('tool_calls');
  });

  it('streams a tool call that the SDK stream helper assembles', async () => {
    const runner = client.chat.completions.stream({ model: 'gpt-4.1', messages: booking, tools });
    const final = await runner.finalChatCompletion();
    expect(final.choices[0]!.finish_reason).toBe('tool_calls');
    const call = onlyFunctionCall(final.choices[0]!.message.tool_calls);
    expect(call.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(JSON.parse(call.function.arguments)).toEqual({ date: today() });
  });

  it('never calls a tool with tool_choice "none", and answers in text when no rule applies', async () => {
    const none = await create({ tool_choice: 'none' });
    expect(none.choices[0]!.finish_reason).toBe('stop');
    expect(none.choices[0]!.message).not.toHaveProperty('tool_calls');
    expect(typeof none.choices[0]!.message.content).toBe('string');
    const question = await create({
      messages: [
        { role: 'system', content: `${SYSTEM}\nPrices: Cleaning $120.` },
        { role: 'user', content: 'How much is a cleaning?' },
      ],
    });
    expect(question.choices[0]!.message.content).toBe('Prices: Cleaning $120.');
  });

  it('is forced by "required" (finish_reason tool_calls) and by a named function (finish_reason stop)', async () => {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: 'What time is it?' },
    ];
    const required = await create({ messages, tool_choice: 'required' });
    expect(required.choices[0]!.finish_reason).toBe('tool_calls');
    expect(onlyFunctionCall(required.choices[0]!.message.tool_calls).function.name).toBe('check_availability');
    const named = await create({ messages, tool_choice: { type: 'function', function: { name: 'endCall' } } });
    expect(named.choices[0]!.finish_reason).toBe('stop');
    expect(onlyFunctionCall(named.choices[0]!.message.tool_calls).function).toEqual({
      name: 'endCall',
      arguments: '{}',
    });
  });
});

describe('the openai SDK against the OpenAI emulator: tool-calling errors', () => {
  const assistantCall = (ids: string[]): ChatCompletionMessageParam => ({
    role: 'assistant',
    content: null,
    tool_calls: ids.map((id) => ({ id, type: 'function', function: { name: 'check_availability', arguments: '{}' } })),
  });
  const answer = (id: string): ChatCompletionMessageParam => ({ role: 'tool', tool_call_id: id, content: 'ok' });

  it('refuses a tool message that follows no tool calls', async () => {
    const error = await refusal(create({ messages: [...booking, answer('call_x')] }));
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error.error).toEqual({
      message:
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      type: 'invalid_request_error',
      param: 'messages.[2].role',
      code: null,
    });
  });

  it('refuses tool calls left without an answer, naming them', async () => {
    const error = await refusal(
      create({ messages: [...booking, assistantCall(['call_a', 'call_b']), answer('call_a')] }),
    );
    expect(error).toMatchObject({ status: 400, param: 'messages.[2].role', code: null });
    expect(error.message).toContain(
      "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_b",
    );
    const unansweredLast = await refusal(create({ messages: [...booking, assistantCall(['call_c'])] }));
    expect(unansweredLast).toMatchObject({ status: 400, param: 'messages.[2].role' });
    expect(unansweredLast.message).toContain('did not have response messages: call_c');
    const userBetween = await refusal(
      create({
        messages: [...booking, assistantCall(['call_d']), { role: 'user', content: 'hello?' }, answer('call_d')],
      }),
    );
    expect(userBetween).toMatchObject({ status: 400, param: 'messages.[2].role' });
  });

  it('refuses an answer to a call the previous message did not make', async () => {
    const error = await refusal(create({ messages: [...booking, assistantCall(['call_a']), answer('call_z')] }));
    expect(error).toMatchObject({ status: 400, param: 'messages.[3].tool_call_id', code: null });
    expect(error.message).toContain("'tool_call_id' of 'call_z' not found in 'tool_calls' of previous message.");
  });

  it('refuses a tool message without tool_call_id and a tool call without an id', async () => {
    const noId = await refusal(
      create({ messages: [...booking, { role: 'tool', content: 'ok' } as unknown as ChatCompletionMessageParam] }),
    );
    expect(noId).toMatchObject({ status: 400, param: 'messages[2].tool_call_id', code: 'missing_required_parameter' });
    const callWithoutId = await refusal(
      create({
        messages: [
          ...booking,
          {
            role: 'assistant',
            tool_calls: [{ type: 'function', function: { name: 'endCall', arguments: '{}' } }],
          } as unknown as ChatCompletionMessageParam,
        ],
      }),
    );
    expect(callWithoutId).toMatchObject({ status: 400, param: 'messages[2].tool_calls[0].id' });
  });

  it.each([
    [[{ type: 'function' }], 'tools[0].function', 'missing_required_parameter'],
    [[{ type: 'function', function: { description: 'x' } }], 'tools[0].function.name', 'missing_required_parameter'],
    [[{ type: 'function', function: { name: 'check availability' } }], 'tools[0].function.name', 'invalid_value'],
    [[{ function: { name: 'a' } }], 'tools[0].type', 'missing_required_parameter'],
    [[{ type: 'retrieval', function: { name: 'a' } }], 'tools[0].type', 'invalid_value'],
    [
      [{ type: 'function', function: { name: 'a', parameters: { type: 'string' } } }],
      'tools[0].function.parameters',
      'invalid_function_parameters',
    ],
    [[], 'tools', 'empty_array'],
  ])('refuses the tool definitions %j, naming %s', async (definitions, param, code) => {
    const error = await refusal(create({ tools: definitions as unknown as ChatCompletionFunctionTool[] }));
    expect(error).toMatchObject({ status: 400, param, code });
  });

  it('refuses a tool_choice it cannot honour', async () => {
    const unknownMode = await refusal(create({ tool_choice: 'always' as 'auto' }));
    expect(unknownMode).toMatchObject({ status: 400, param: 'tool_choice', code: 'invalid_value' });
    const notOffered = await refusal(create({ tool_choice: { type: 'function', function: { name: 'refund' } } }));
    expect(notOffered).toMatchObject({ status: 400, param: 'tool_choice' });
    const withoutTools = await refusal(create({ tools: undefined, tool_choice: 'auto' }));
    expect(withoutTools).toMatchObject({ status: 400, param: 'tool_choice' });
    expect(withoutTools.message).toContain("'tool_choice' is only allowed when 'tools' are specified.");
  });
});
