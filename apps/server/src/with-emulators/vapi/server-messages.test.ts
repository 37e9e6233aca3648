import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_OUTCOME_OUTPUT } from '../../lib/structured-output.ts';
import { CALL_SUMMARY_OUTPUT } from '@portal/shared/voice-webhook.plain';
import { bookingTools, dentalBrief, FRIDAY_TIMES, NOW } from '@portal/sandbox/vapi/brain/rules/testing';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { fullAssistantBody, ORIGIN, startWebhookCatcher, type CaughtRequest } from '@portal/sandbox/vapi/testing';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from '@portal/sandbox/vapi/vapi-emulator';

/**
 * Every server message the emulator posts during sandbox calls, held to Vapi's published schema:
 * the product's webhook must be tested against what Vapi sends, not against what the emulator
 * happens to send.
 */

type Received = CaughtRequest;

/** Every kind of server message the emulator sends, with the schema Vapi publishes for it. */
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

function mountedWithWebhook(url = webhookUrl, now?: () => Date) {
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [url], ...(now ? { now } : {}) }).app);
  return async <T = Record<string, unknown>>(path: string, body?: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

const assistantWithOurWebhook = (url = webhookUrl) => {
  const spec = fullAssistantBody();
  const server = { url, headers: { 'X-Vapi-Secret': 's3cr3t' } };
  const tools = spec.model.tools.map((tool) => (tool.type === 'function' ? { ...tool, server } : tool));
  return { ...spec, server, model: { ...spec.model, tools } };
};

async function messagesOfCall(callId: string, count: number, from: Received[] = received) {
  const ofCall = () => from.filter((entry) => (entry.body.message.call as { id?: string } | undefined)?.id === callId);
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

type ArtifactMessage = { role: string; message?: unknown; result?: unknown };
type Report = { artifact: { messages: ArtifactMessage[]; transcript: string; structuredOutputs?: object } };

/** A webhook of the test's own, answering as `answer` says, for one test; closed by the caller. */
async function ownWebhook(answer: (message: Record<string, unknown>) => unknown, status = () => 200) {
  const catcher = await startWebhookCatcher((body) => answer(body.message), status);
  return { ...catcher, post: mountedWithWebhook(catcher.url) };
}

const toolResultsOf = (report: Report) =>
  report.artifact.messages.filter((entry) => entry.role === 'tool_call_result').map((entry) => entry.result);

const NO_RESULT = 'Sorry, I could not do that.';

describe("every kind of server message, and answers Vapi does not read, against Vapi's schema", () => {
  it('a call routed by assistant-request through a tool call to its report sends every kind of message', async () => {
    let assistantId = '';
    const webhook = await ownWebhook((message) => {
      if (message.type === 'assistant-request') return { assistantId };
      const calls = (message.toolCallList ?? []) as { id: string; function: { name: string } }[];
      return { results: calls.map((call) => ({ name: call.function.name, toolCallId: call.id, result: 'Open' })) };
    });
    const spec = assistantWithOurWebhook(webhook.url);
    const assistant = await webhook.post<{ id: string }>('/assistant', {
      ...spec,
      artifactPlan: { structuredOutputs: [CALL_SUMMARY_OUTPUT, CALL_OUTCOME_OUTPUT] },
    });
    assistantId = assistant.body.id;
    const number = await webhook.post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550179',
      credentialId: 'cred',
      server: { url: webhook.url },
    });
    const call = await webhook.post<{ callId: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [
        { caller: 'Hi, are you open on Monday?' },
        { tool: 'check_availability', arguments: { date: '2026-12-01' } },
        { caller: 'Thanks, bye.' },
      ],
    });
    expect(call.status).toBe(201);
    const messages = await messagesOfCall(call.body.callId, 5, webhook.received);
    await webhook.close();

    expect(messages.map(({ body }) => body.message.type)).toEqual([
      'assistant-request',
      'status-update',
      'tool-calls',
      'status-update',
      'end-of-call-report',
    ]);
    expect(new Set(messages.map(({ body }) => body.message.type))).toEqual(new Set(Object.keys(SCHEMA_OF_TYPE)));
    expectValid(messages);
    const report = messages[4]!.body.message as Report;
    expect(report.artifact.structuredOutputs).toBeDefined();
    expect(report.artifact.messages.map((entry) => entry.role)).toEqual(
      expect.arrayContaining(['bot', 'user', 'tool_calls', 'tool_call_result']),
    );
  });

  it("a tool answer that is not text (the portal's own error envelope, an object result) is no result", async () => {
    const webhook = await ownWebhook((message) => {
      const calls = (message.toolCallList ?? []) as { id: string; function: { arguments: string } }[];
      if (!calls.length) return {};
      const { date } = JSON.parse(calls[0]!.function.arguments) as { date: string };
      return date === '2026-12-01'
        ? { error: { code: 'UNAUTHORIZED', message: 'The webhook secret does not match.' } }
        : { results: calls.map((call) => ({ toolCallId: call.id, result: { slots: ['10:00'] } })) };
    });
    const assistant = await webhook.post<{ id: string }>('/assistant', assistantWithOurWebhook(webhook.url));
    const number = await webhook.post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550180',
      credentialId: 'cred',
      assistantId: assistant.body.id,
    });
    const call = await webhook.post<{ callId: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [
        { tool: 'check_availability', arguments: { date: '2026-12-01' } },
        { tool: 'check_availability', arguments: { date: '2026-12-02' } },
      ],
    });
    const messages = await messagesOfCall(call.body.callId, 5, webhook.received);
    await webhook.close();
    expectValid(messages);
    const report = messages.at(-1)!.body.message as Report;
    expect(toolResultsOf(report)).toEqual([NO_RESULT, NO_RESULT]);
    expect(report.artifact.transcript).not.toContain('[object Object]');
  });

  it('an answer with a failure status is not read, as Vapi ignores any status but 2xx', async () => {
    const webhook = await ownWebhook(
      (message) => {
        const calls = (message.toolCallList ?? []) as { id: string }[];
        return { results: calls.map((call) => ({ toolCallId: call.id, result: 'Open at 10:00' })) };
      },
      () => 500,
    );
    const assistant = await webhook.post<{ id: string }>('/assistant', assistantWithOurWebhook(webhook.url));
    const number = await webhook.post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550181',
      credentialId: 'cred',
      assistantId: assistant.body.id,
    });
    const call = await webhook.post<{ callId: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [{ tool: 'check_availability', arguments: { date: '2026-12-01' } }],
    });
    const messages = await messagesOfCall(call.body.callId, 4, webhook.received);
    await webhook.close();
    expectValid(messages);
    expect(toolResultsOf(messages.at(-1)!.body.message as Report)).toEqual([NO_RESULT]);
  });

  it('an assistant-request answered with an error that is not text ends the call with no assistant', async () => {
    const webhook = await ownWebhook((message) =>
      message.type === 'assistant-request' ? { error: { code: 'NOT_FOUND', message: 'No such number.' } } : {},
    );
    const number = await webhook.post<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550182',
      credentialId: 'cred',
      server: { url: webhook.url },
    });
    const call = await webhook.post<{ callId: string; transcript: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [{ caller: 'Hello?' }],
    });
    const messages = await messagesOfCall(call.body.callId, 3, webhook.received);
    await webhook.close();
    expectValid(messages);
    expect(call.body.transcript).toBe('');
    expect(messages.map(({ body }) => body.message.endedReason)).toEqual([
      undefined,
      'assistant-request-returned-no-assistant',
      'assistant-request-returned-no-assistant',
    ]);
  });

  it("a chat's tool call names the chat as Vapi's Chat describes it, and the chat answers as one", async () => {
    const catcher = await startWebhookCatcher((body) => {
      const calls = (body.message.toolCallList ?? []) as { id: string }[];
      return { results: calls.map((call) => ({ toolCallId: call.id, result: FRIDAY_TIMES })) };
    });
    const post = mountedWithWebhook(catcher.url, () => NOW);
    const spec = assistantWithOurWebhook(catcher.url);
    const server = { url: catcher.url };
    const assistant = await post<{ id: string }>('/assistant', {
      ...spec,
      model: { ...spec.model, tools: bookingTools.map((tool) => ({ ...tool, server })) },
      metadata: { callBrief: dentalBrief() },
    });
    const chat = await post<{ id: string }>('/chat', {
      assistantId: assistant.body.id,
      input: 'Can I book a cleaning on Friday?',
    });
    await catcher.close();
    expect(chat.status).toBe(201);
    expect(vapiSchemaErrors('Chat', chat.body)).toEqual([]);
    const messages = catcher.received.filter(({ body }) => body.message.type === 'tool-calls');
    expect(messages).toHaveLength(1);
    expectValid(messages);
    expect(messages[0]!.body.message.chat).toMatchObject({ id: chat.body.id, assistantId: assistant.body.id });
  });

  it('calls the assistant ends (goodbye, transfer) and one past its maximum duration', async () => {
    let now = Date.parse('2030-03-04T15:00:00.000Z');
    const catcher = await startWebhookCatcher();
    const post = mountedWithWebhook(catcher.url, () => new Date(now));
    const assistant = await post<{ id: string }>('/assistant', assistantWithOurWebhook(catcher.url));
    const ids: string[] = [];
    for (const line of ['Can I speak to a person, please?', 'That is all, bye.']) {
      const call = await post<{ id: string }>('/call/web', { assistantId: assistant.body.id });
      await post(`/web-call/${call.body.id}/start`, {});
      const said = await post<{ ended?: { reason: string } }>(`/web-call/${call.body.id}/messages`, { text: line });
      expect(said.body.ended).toBeDefined();
      ids.push(call.body.id);
    }
    const overdue = await post<{ id: string }>('/call/web', { assistantId: assistant.body.id });
    await post(`/web-call/${overdue.body.id}/start`, {});
    now += 601_000;
    expect((await post<{ status: string }>(`/call/${overdue.body.id}`)).body.status).toBe('ended');
    ids.push(overdue.body.id);

    const ended: unknown[] = [];
    for (const id of ids) {
      const messages = await messagesOfCall(id, 3, catcher.received);
      expectValid(messages);
      ended.push(messages.at(-1)!.body.message.endedReason);
    }
    await catcher.close();
    expect(ended).toEqual(['assistant-forwarded-call', 'assistant-ended-call', 'exceeded-max-duration']);
  });
});
