import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { WRITING_MODEL } from '@portal/shared/agents/models.plain';
import {
  SITE_KNOWLEDGE_SCHEMA_NAME,
  siteKnowledgeJsonSchema,
  siteKnowledgeSchema,
} from '@portal/shared/agents/site-knowledge';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from '@portal/sandbox/openai/openai-emulator';
import { LlmError } from './llm.ts';
import { createOpenAiLlm } from './openai.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

let server: ServerType;
let origin: string;

/** Serves a Hono app on a free loopback port. */
async function listen(app: Hono) {
  const started = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  return { server: started, origin: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}
const close = (s: ServerType) => new Promise<void>((resolve) => s.close(() => resolve()));

beforeAll(async () => {
  ({ server, origin } = await listen(new Hono().route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app)));
});
afterAll(() => close(server));

const baseURL = () => `${origin}${OPENAI_SANDBOX_MOUNT}/v1`;
const llm = (apiKey = 'sk-sandbox') => createOpenAiLlm({ apiKey, baseURL: baseURL(), model: 'gpt-4o-mini' });
const faults = () => `${origin}${OPENAI_SANDBOX_MOUNT}/_admin/faults`;

async function injectFault(status: number, times: number) {
  const response = await fetch(faults(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/v1/chat/completions', status, times }),
  });
  expect(response.status).toBe(201);
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, LlmError);

describe('the openai client against the OpenAI emulator', () => {
  beforeEach(() => fetch(faults(), { method: 'DELETE' }));

  it('rewrites and chats through the official client', async () => {
    const rewrite = await llm().complete({
      system: 'Rewrite the text. Return only the text.',
      user: 'we r open mon thru fri',
      maxTokens: 100,
    });
    expect(rewrite).toBe('We are open Monday through Friday.');
    const answer = await llm().complete({
      system: 'You are the receptionist.\n\n## Business information\nOpening hours (UTC): Mon-Fri 09:00-17:00',
      user: 'what are your hours?',
      temperature: 0.3,
    });
    expect(answer).toBe('Opening hours (UTC): Mon-Fri 09:00-17:00');
  });

  it('works with the product defaults and with reasoning models, which refuse a temperature', async () => {
    const writing = createOpenAiLlm({ apiKey: 'sk-sandbox', baseURL: baseURL(), model: WRITING_MODEL });
    await expect(writing.complete({ system: 'Rewrite the text.', user: 'thx', temperature: 0.4 })).resolves.toBe(
      'Thanks.',
    );
    for (const model of ['gpt-5-mini', 'o4-mini', 'gpt-5.1']) {
      const reasoning = createOpenAiLlm({ apiKey: 'sk-sandbox', baseURL: baseURL(), model });
      await expect(
        reasoning.complete({ system: 'Rewrite the text.', user: 'thx', maxTokens: 50, temperature: 0.4 }),
      ).resolves.toBe('Thanks.');
    }
  });

  it('answers JSON that fits a strict schema through structured output', async () => {
    const answer = await llm().completeJson({
      system: 'Read the pages into the fields.',
      user: '=== Page: https://brightsmile.example/\nBright Smile Dental',
      maxTokens: 2000,
      schemaName: SITE_KNOWLEDGE_SCHEMA_NAME,
      jsonSchema: siteKnowledgeJsonSchema,
    });
    expect(siteKnowledgeSchema.safeParse(answer).success).toBe(true);
  });

  it('reports structured output that is not JSON, or a refusal, as invalid_response', async () => {
    const reply = (message: Record<string, unknown>) =>
      new Hono().post('/v1/chat/completions', (c) =>
        c.json({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'length' }],
        }),
      );
    const request = { system: 's', user: 'u', schemaName: 'x', jsonSchema: { type: 'object' } };
    for (const message of [{ content: '{"cut off' }, { content: null, refusal: 'I cannot help with that.' }]) {
      const other = await listen(reply(message));
      try {
        const client = createOpenAiLlm({ apiKey: 'k', baseURL: `${other.origin}/v1`, model: 'm' });
        expect((await failure(client.completeJson(request))).kind).toBe('invalid_response');
      } finally {
        await close(other.server);
      }
    }
  });

  it('reports a model OpenAI does not have as rejected (404)', async () => {
    const typo = createOpenAiLlm({ apiKey: 'sk-sandbox', baseURL: baseURL(), model: 'gpt-4.1-minni' });
    const error = await failure(typo.complete({ system: 'Rewrite the text.', user: 'thx' }));
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
    expect(error.message).toContain('does not exist');
  });

  it('retries a 500 once and then reports the vendor unavailable', async () => {
    await injectFault(500, 2);
    const error = await failure(llm().complete({ system: 'Rewrite the text.', user: 'hi there u' }));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(500);
  });

  it('recovers when the retry succeeds', async () => {
    await injectFault(503, 1);
    await expect(llm().complete({ system: 'Rewrite the text.', user: 'thx' })).resolves.toBe('Thanks.');
  });

  it('maps 401 and 429 to typed errors', async () => {
    await injectFault(401, 1);
    expect((await failure(llm().complete({ system: 's', user: 'u' }))).kind).toBe('auth');
    await injectFault(429, 2);
    expect((await failure(llm().complete({ system: 's', user: 'u' }))).kind).toBe('rate_limited');
  });

  it('reports an answer without text content as invalid_response', async () => {
    const odd = new Hono().post('/v1/chat/completions', (c) =>
      c.json({
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: null }, finish_reason: 'stop' }],
      }),
    );
    const other = await listen(odd);
    try {
      const client = createOpenAiLlm({ apiKey: 'k', baseURL: `${other.origin}/v1`, model: 'm' });
      expect((await failure(client.complete({ system: 's', user: 'u' }))).kind).toBe('invalid_response');
    } finally {
      await close(other.server);
    }
  });

  it('reports a timeout', async () => {
    const slow = new Hono().post('/v1/chat/completions', () => new Promise<Response>(() => {}));
    const other = await listen(slow);
    try {
      const client = createOpenAiLlm({
        apiKey: 'k',
        baseURL: `${other.origin}/v1`,
        model: 'm',
        timeoutMs: 200,
        maxRetries: 0,
      });
      expect((await failure(client.complete({ system: 's', user: 'u' }))).kind).toBe('timeout');
    } finally {
      (other.server as Server).closeAllConnections();
      await close(other.server);
    }
  });
});
