import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, ORIGIN, startWebhookCatcher, type CaughtRequest } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * Every server message the emulator posts during sandbox calls, held to Vapi's published schema:
 * the product's webhook must be tested against what Vapi sends, not against what the emulator
 * happens to send.
 */

type Received = CaughtRequest;

const SCHEMA_OF_TYPE: Record<string, string> = {
  'status-update': 'ServerMessageStatusUpdate',
  'tool-calls': 'ServerMessageToolCalls',
  'end-of-call-report': 'ServerMessageEndOfCallReport',
  'assistant-request': 'ServerMessageAssistantRequest',
};

/** What the test's server says when asked which assistant takes a call. */
const NOT_TAKING_CALLS = 'This number is not taking calls.';

let webhook: Awaited<ReturnType<typeof startWebhookCatcher>>;
let webhookUrl: string;
let received: Received[];

beforeAll(async () => {
  webhook = await startWebhookCatcher((body) => {
    const calls = (body.message.toolCallList ?? []) as { id: string; function: { name: string } }[];
    const results = calls.map((call) => ({ name: call.function.name, toolCallId: call.id, result: 'Open at 10:00' }));
    const refusal = body.message.type === 'assistant-request' ? { error: NOT_TAKING_CALLS } : {};
    return calls.length ? { results } : refusal;
  });
  webhookUrl = webhook.url;
  received = webhook.received;
});
afterAll(() => webhook.close());

function mountedWithWebhook() {
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [webhookUrl] }).app);
  return async <T = Record<string, unknown>>(path: string, body: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

const assistantWithOurWebhook = () => {
  const spec = fullAssistantBody();
  const server = { url: webhookUrl, headers: { 'X-Vapi-Secret': 's3cr3t' } };
  const tools = spec.model.tools.map((tool) => (tool.type === 'function' ? { ...tool, server } : tool));
  return { ...spec, server, model: { ...spec.model, tools } };
};

async function messagesOfCall(callId: string, count: number) {
  const ofCall = () =>
    received.filter((entry) => (entry.body.message.call as { id?: string } | undefined)?.id === callId);
  // The web call's first status-update is posted without waiting, as Vapi posts it alongside the call.
  for (let tries = 0; ofCall().length < count && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return ofCall();
}

function expectValid(messages: Received[]) {
  for (const { body } of messages) {
    const type = String(body.message.type);
    expect(vapiSchemaErrors('ServerMessage', body), type).toEqual([]);
    expect(vapiSchemaErrors(SCHEMA_OF_TYPE[type]!, body.message), type).toEqual([]);
  }
}

describe("the emulator's server messages against Vapi's schema", () => {
  it('a scripted inbound call with a tool call: status-update, tool-calls, status-update, end-of-call-report', async () => {
    const post = mountedWithWebhook();
    const assistant = await post<{ id: string }>('/assistant', assistantWithOurWebhook());
    const number = await post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550177',
      credentialId: 'cred',
      assistantId: assistant.body.id,
    });
    const call = await post<{ callId: string; toolResults: unknown[] }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [
        { caller: 'Hi, are you open on Monday?' },
        { tool: 'check_availability', arguments: { date: '2026-12-01' } },
        { caller: 'Great, thanks.' },
      ],
    });
    expect(call.status).toBe(201);
    expect(call.body.toolResults).toEqual([{ results: [expect.objectContaining({ result: 'Open at 10:00' })] }]);

    const messages = await messagesOfCall(call.body.callId, 4);
    expect(messages.map(({ body }) => [body.message.type, body.message.status])).toEqual([
      ['status-update', 'in-progress'],
      ['tool-calls', undefined],
      ['status-update', 'ended'],
      ['end-of-call-report', undefined],
    ]);
    expectValid(messages);
    expect(messages.every(({ headers }) => headers['x-vapi-secret'] === 's3cr3t')).toBe(true);

    const toolCalls = messages[1]!.body.message as {
      toolCallList: { id: string }[];
      toolWithToolCallList: { function: { name: string }; toolCall: { id: string } }[];
    };
    expect(toolCalls.toolWithToolCallList[0]!.function.name).toBe('check_availability');
    expect(toolCalls.toolWithToolCallList[0]!.toolCall.id).toBe(toolCalls.toolCallList[0]!.id);
    expect(messages[0]!.body.message.call).toMatchObject({
      type: 'inboundPhoneCall',
      phoneNumberId: number.body.id,
      customer: { number: '+15125550123' },
    });
  });

  it('a web call: status-update, status-update, end-of-call-report, and no made-up recording', async () => {
    const post = mountedWithWebhook();
    const assistant = await post<{ id: string }>('/assistant', assistantWithOurWebhook());
    const call = await post<{ id: string }>('/call/web', { assistantId: assistant.body.id });
    await post(`/web-call/${call.body.id}/start`, {});
    await post(`/web-call/${call.body.id}/messages`, { text: 'What are your hours?' });
    await post(`/web-call/${call.body.id}/end`, { endedReason: 'customer-ended-call' });

    const messages = await messagesOfCall(call.body.id, 3);
    expect(messages.map(({ body }) => body.message.type)).toEqual([
      'status-update',
      'status-update',
      'end-of-call-report',
    ]);
    expectValid(messages);
    const report = messages[2]!.body.message as { artifact: Record<string, unknown>; call: Record<string, unknown> };
    expect(report.artifact).not.toHaveProperty('recording');
    expect(report.artifact).not.toHaveProperty('recordingUrl');
    expect(report).not.toHaveProperty('cost');
    expect(report.artifact.transcript).toContain('User: What are your hours?');
    expect(report.call).toMatchObject({ id: call.body.id, type: 'webCall', status: 'ended' });
  });

  it('a call to a number without an assistant: assistant-request, then the refusal spoken and reported', async () => {
    const post = mountedWithWebhook();
    const number = await post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550178',
      credentialId: 'cred',
      server: { url: webhookUrl, headers: { 'X-Vapi-Secret': 's3cr3t' } },
    });
    const call = await post<{ callId: string; transcript: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [{ caller: 'Hello?' }],
    });
    expect(call.status).toBe(201);
    expect(call.body.transcript).toBe(`AI: ${NOT_TAKING_CALLS}`);
    const messages = await messagesOfCall(call.body.callId, 3);
    expect(messages.map(({ body }) => [body.message.type, body.message.endedReason])).toEqual([
      ['assistant-request', undefined],
      ['status-update', 'assistant-request-returned-error'],
      ['end-of-call-report', 'assistant-request-returned-error'],
    ]);
    expectValid(messages);
    expect(messages[0]!.headers['x-vapi-secret']).toBe('s3cr3t');
    expect(messages[0]!.body.message.call).not.toHaveProperty('assistantId');
  });

  it("refuses an endedReason Vapi's schema does not list, so no invalid message is sent", async () => {
    const post = mountedWithWebhook();
    const assistant = await post<{ id: string }>('/assistant', assistantWithOurWebhook());
    const call = await post<{ id: string }>('/call/web', { assistantId: assistant.body.id });
    const ended = await post<{ message: string[] }>(`/web-call/${call.body.id}/end`, { endedReason: 'bored' });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toEqual(["endedReason must be one of the endedReason values in Vapi's schema"]);
  });
});
