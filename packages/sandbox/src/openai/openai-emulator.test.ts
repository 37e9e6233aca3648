import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from './openai-emulator.ts';

const app = new Hono().route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app);
const URL_ = `http://localhost${OPENAI_SANDBOX_MOUNT}/v1/chat/completions`;

async function post(body: unknown, token: string | null = 'sk-test') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(URL_, { method: 'POST', headers, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the vendor's JSON, probed field by field
  return { status: response.status, body: (await response.json()) as any };
}

const valid = {
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: "Rewrite the text for a phone agent's FAQ section. Return only the text." },
    { role: 'user', content: 'we r open 9-5 mon thru fri' },
  ],
  temperature: 0.7,
  max_tokens: 800,
};

describe('OpenAI emulator: POST /v1/chat/completions', () => {
  it('answers in the chat.completion format with the sandbox rewrite', async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'We are open 9-5 Monday through Friday.', refusal: null },
          finish_reason: 'stop',
        },
      ],
    });
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('401s without a bearer key, in the OpenAI error envelope', async () => {
    const { status, body } = await post(valid, null);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', param: null });
    expect(body.error.message).toContain("You didn't provide an API key");
  });

  it.each([
    [{ ...valid, foo: 1 }, 'Unrecognized request argument supplied: foo', null],
    [{ messages: valid.messages }, 'you must provide a model parameter', null],
    [{ model: 'gpt-4o-mini' }, "Missing required parameter: 'messages'.", 'messages'],
    [
      { model: 'gpt-4o-mini', messages: 'hi' },
      "Invalid type for 'messages': expected an array of objects, but got a string instead.",
      'messages',
    ],
    [{ model: 'gpt-4o-mini', messages: [] }, "Invalid 'messages': empty array.", 'messages'],
    [
      { model: 'gpt-4o-mini', messages: [{ role: 'robot', content: 'x' }] },
      "Invalid value: 'robot'.",
      'messages[0].role',
    ],
    [
      { model: 'gpt-4o-mini', messages: [{ role: 'user' }] },
      "Missing required parameter: 'messages[0].content'.",
      'messages[0].content',
    ],
    [
      { ...valid, temperature: 3 },
      "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 3 instead.",
      'temperature',
    ],
    [{ ...valid, max_tokens: 0 }, "Invalid 'max_tokens': integer below minimum value.", 'max_tokens'],
  ])('refuses %j with 400', async (body, message, param) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(message);
    expect(answer.body.error.param).toBe(param);
  });

  it('cuts the answer at max_completion_tokens with finish_reason "length"', async () => {
    const long = 'we r open late. '.repeat(50);
    const { body } = await post({
      ...valid,
      max_tokens: undefined,
      max_completion_tokens: 5,
      messages: [valid.messages[0], { role: 'user', content: long }],
    });
    expect(body.choices[0].finish_reason).toBe('length');
    expect(body.choices[0].message.content).toHaveLength(20);
  });

  it('accepts content given as text parts', async () => {
    const messages = [valid.messages[0], { role: 'user', content: [{ type: 'text', text: 'pls call u back' }] }];
    const { body } = await post({ model: 'gpt-4o-mini', messages });
    expect(body.choices[0].message.content).toBe('Please call you back.');
  });
});
