import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from '@portal/sandbox/vapi/vapi-emulator';
import { freePort } from '../../testing/net.ts';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { createVapiVoicePlatform } from './vapi.ts';
import { VoicePlatformError, type AssistantSpec } from './voice.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

const spec = (overrides: Partial<AssistantSpec> = {}): AssistantSpec => ({
  name: 'Acme Dental',
  firstMessage: 'Thanks for calling Acme Dental. How can I help?',
  firstMessageMode: 'assistant-speaks-first',
  endCallMessage: 'Goodbye!',
  endCallPhrases: ['goodbye'],
  model: {
    provider: 'openai',
    model: 'gpt-4.1',
    temperature: 0.4,
    messages: [{ role: 'system', content: 'You are the phone agent for Acme Dental.' }],
    tools: [
      { type: 'transferCall', destinations: [{ type: 'number', number: '+15125550100', message: 'Connecting you.' }] },
      { type: 'endCall' },
    ],
  },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  transcriber: { provider: 'deepgram', model: 'nova-3', language: 'en' },
  maxDurationSeconds: 600,
  server: { url: 'http://localhost:3000/api/webhooks/vapi', timeoutSeconds: 20, headers: { 'X-Vapi-Secret': 's' } },
  serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
  artifactPlan: {
    recordingEnabled: true,
    structuredOutputs: [{ name: 'Call summary', type: 'ai', schema: { type: 'string' } }],
  },
  metadata: { agentId: 'agent-1', userId: 'user-1' },
  ...overrides,
});

let server: ServerType;
let baseUrl: string;

/** Every body the client sends, to hold each to Vapi's schema at the end. */
const sent: { method: string; path: string; body: unknown; deliberatelyInvalid: boolean }[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.use(`${VAPI_SANDBOX_MOUNT}/*`, async (c, next) => {
    const path = c.req.path.slice(VAPI_SANDBOX_MOUNT.length);
    if (!path.startsWith('/_admin') && c.req.method !== 'GET' && c.req.method !== 'DELETE') {
      const body = (await c.req.raw.clone().json()) as Record<string, unknown>;
      sent.push({ method: c.req.method, path, body, deliberatelyInvalid: 'colour' in body });
    }
    await next();
  });
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator().app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${VAPI_SANDBOX_MOUNT}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const platform = (apiKey = 'sk-sandbox') => createVapiVoicePlatform({ apiKey, baseUrl, retryDelayMs: 10 });

async function injectFault(fault: { method: string; path: string; status: number; times: number }) {
  const response = await fetch(`${baseUrl}/_admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

const pendingFaults = async () => (await (await fetch(`${baseUrl}/_admin/faults`)).json()) as unknown[];

const failure = (promise: Promise<unknown>) => rejectionOf(promise, VoicePlatformError);

describe('createVapiVoicePlatform against the emulator', () => {
  it('creates, reads, updates and deletes an assistant', async () => {
    const vapi = platform();
    const created = await vapi.createAssistant(spec());
    expect(created).toMatchObject(spec());
    expect(created.id).toBeTruthy();
    expect(await vapi.getAssistant(created.id)).toEqual(created);

    const updated = await vapi.updateAssistant(created.id, spec({ name: 'Acme Dental North', firstMessage: 'Hi!' }));
    expect(updated).toMatchObject({ id: created.id, name: 'Acme Dental North', firstMessage: 'Hi!' });
    expect((await vapi.getAssistant(created.id))?.name).toBe('Acme Dental North');

    await vapi.deleteAssistant(created.id);
    expect(await vapi.getAssistant(created.id)).toBeNull();
  });

  it("finds an agent's own assistant by its metadata, never the one made from its draft", async () => {
    const vapi = platform();
    const metadata = { agentId: 'agent-find', userId: 'user-1' };
    const draft = await vapi.createAssistant(spec({ metadata: { ...metadata, draft: 'true' } }));
    expect(await vapi.findAgentAssistant('agent-find')).toBeNull();
    const own = await vapi.createAssistant(spec({ metadata }));
    expect((await vapi.findAgentAssistant('agent-find'))?.id).toBe(own.id);
    await vapi.deleteAssistant(own.id);
    await vapi.deleteAssistant(draft.id);
  });

  it('imports, assigns, unassigns and deletes a phone number', async () => {
    const vapi = platform();
    const assistant = await vapi.createAssistant(spec());
    const imported = await vapi.importPhoneNumber({ number: '+15125550199', credentialId: 'cred-1', name: 'Main' });
    expect(imported).toEqual({ id: imported.id, number: '+15125550199', assistantId: null, status: 'active' });
    expect((await vapi.assignPhoneNumber(imported.id, assistant.id)).assistantId).toBe(assistant.id);
    expect((await vapi.assignPhoneNumber(imported.id, null)).assistantId).toBeNull();
    await vapi.deletePhoneNumber(imported.id);
    await vapi.deletePhoneNumber(imported.id);
  });

  it('treats deleting what is already gone as success', async () => {
    const vapi = platform();
    await expect(vapi.deleteAssistant('7a0c2f3e-0000-4000-8000-000000000000')).resolves.toBeUndefined();
    await expect(vapi.deletePhoneNumber('7a0c2f3e-0000-4000-8000-000000000000')).resolves.toBeUndefined();
  });

  it("turns Vapi's validation errors into a VoicePlatformError carrying the vendor's words", async () => {
    const invalid = { ...spec({ name: 'A name that is far too long for the Vapi limit' }), colour: 'blue' };
    const error = await failure(platform().createAssistant(invalid as AssistantSpec));
    expect(error.status).toBe(400);
    expect(error.message).toContain('name must be shorter than or equal to 40 characters');
    expect(error.message).toContain('property colour should not exist');
    expect(error.message).toContain('POST /assistant');
  });

  it('reports a rejected key as 401 and a missing assistant on update as 404', async () => {
    expect((await failure(platform('').createAssistant(spec()))).status).toBe(401);
    const missing = await failure(platform().updateAssistant('7a0c2f3e-0000-4000-8000-000000000001', spec()));
    expect(missing.status).toBe(404);
  });

  it('retries an update or a read once after a gateway error, and any call after a 429', async () => {
    const vapi = platform();
    const created = await vapi.createAssistant(spec());
    await injectFault({ method: 'PATCH', path: `/assistant/${created.id}`, status: 503, times: 1 });
    expect((await vapi.updateAssistant(created.id, spec({ name: 'After a 503' }))).name).toBe('After a 503');
    await injectFault({ method: 'POST', path: '/assistant', status: 429, times: 1 });
    expect((await vapi.createAssistant(spec())).id).toBeTruthy();
    expect(await pendingFaults()).toEqual([]);
  });

  it('never sends a create twice: a gateway error may hide an assistant that was made', async () => {
    await injectFault({ method: 'POST', path: '/assistant', status: 502, times: 2 });
    const gateway = await failure(platform().createAssistant(spec()));
    expect(gateway.status).toBe(502);
    expect(gateway.message).toContain('Sandbox fault injected');
    expect(await pendingFaults()).toHaveLength(1);
    await fetch(`${baseUrl}/_admin/faults`, { method: 'DELETE' });
  });

  it('gives up after the one retry, and never retries a 400', async () => {
    const vapi = platform();
    const created = await vapi.createAssistant(spec());
    await injectFault({ method: 'PATCH', path: `/assistant/${created.id}`, status: 502, times: 2 });
    expect((await failure(vapi.updateAssistant(created.id, spec()))).status).toBe(502);

    await injectFault({ method: 'PATCH', path: `/assistant/${created.id}`, status: 400, times: 2 });
    expect((await failure(vapi.updateAssistant(created.id, spec()))).status).toBe(400);
    expect(await pendingFaults()).toHaveLength(1);
    await fetch(`${baseUrl}/_admin/faults`, { method: 'DELETE' });
  });

  it('reads a call as the platform knows it now, and null for a call it never had', async () => {
    const vapi = platform();
    const assistant = await vapi.createAssistant(spec());
    const created = await fetch(`${baseUrl}/call/web`, {
      method: 'POST',
      headers: { authorization: 'Bearer public-key', 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId: assistant.id }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(await vapi.getCall(id)).toEqual({
      id,
      type: 'webCall',
      status: 'queued',
      assistantId: assistant.id,
      endedReason: null,
      startedAt: null,
      endedAt: null,
      cost: null,
    });
    expect(await vapi.getCall('7a0c2f3e-0000-4000-8000-000000000002')).toBeNull();
  });

  it('imports a number without an agent by leaving assistantId out', async () => {
    const imported = await platform().importPhoneNumber({ number: '+15125550198', credentialId: 'cred-1' });
    expect(imported.assistantId).toBeNull();
    const body = sent.findLast((request) => request.method === 'POST' && request.path === '/phone-number')?.body;
    expect(body).toEqual({ provider: 'telnyx', number: '+15125550198', credentialId: 'cred-1' });
  });

  it('sends a chat turn as text, and as messages that tell the assistant something first', async () => {
    const vapi = platform();
    const first = await vapi.chat({ assistant: spec(), input: 'Hello' });
    const time = Date.parse('2030-03-12T16:00:00Z');
    const input = [
      { role: 'system' as const, message: 'The transfer was not answered.', time, secondsFromStart: 2 },
      { role: 'user' as const, message: 'Can you take a message?', time, endTime: time, secondsFromStart: 2 },
    ];
    const next = await vapi.chat({ assistant: spec(), input, previousChatId: first.id });
    expect(next.output.length).toBeGreaterThan(0);
    const body = sent.findLast((request) => request.path === '/chat')?.body;
    expect(body).toEqual({ assistant: spec(), input, previousChatId: first.id });
  });

  it("sends only bodies Vapi's own schema accepts, unknown keys refused", () => {
    const schemaOf = (method: string, path: string) =>
      method === 'POST' && path === '/assistant'
        ? 'CreateAssistantDTO'
        : method === 'PATCH' && path.startsWith('/assistant/')
          ? 'UpdateAssistantDTO'
          : method === 'POST' && path === '/phone-number'
            ? 'CreateTelnyxPhoneNumberDTO'
            : method === 'PATCH' && path.startsWith('/phone-number/')
              ? 'UpdateTelnyxPhoneNumberDTO'
              : // The browser's web call, made here to have a call to read.
                method === 'POST' && path === '/call/web'
                ? 'CreateWebCallDTO'
                : // CreateChatDTO is not in the trimmed document; the Chat it makes declares every field sent.
                  method === 'POST' && path === '/chat'
                  ? 'Chat'
                  : null;
    const made = { id: 'chat-1', orgId: 'org-1', createdAt: '2030-03-12T16:00:00Z', updatedAt: '2030-03-12T16:00:00Z' };
    const checked = sent.filter((request) => request.body !== undefined && !request.deliberatelyInvalid);
    expect(checked.length).toBeGreaterThan(5);
    for (const request of checked) {
      const schema = schemaOf(request.method, request.path);
      expect(schema, `${request.method} ${request.path}`).not.toBeNull();
      // The schema types assistantId as a string, but Vapi's guides clear a number's assistant
      // with `"assistantId": null` (personalization.mdx, sip.mdx); only that PATCH sends it.
      const { assistantId, ...rest } = request.body as Record<string, unknown>;
      const clearsAssistant = schema === 'UpdateTelnyxPhoneNumberDTO' && assistantId === null;
      const body = clearsAssistant ? rest : schema === 'Chat' ? { ...made, ...(request.body as object) } : request.body;
      expect(vapiSchemaErrors(schema!, body), `${request.method} ${request.path}`).toEqual([]);
    }
  });
});

describe('createVapiVoicePlatform without a reachable Vapi', () => {
  it('reports a refused connection as status 0', async () => {
    const port = await freePort();
    const vapi = createVapiVoicePlatform({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(vapi.getAssistant('a'));
    expect(error.status).toBe(0);
    expect(error.message).toContain('unreachable');
  });

  it('gives up after the timeout with status 0', async () => {
    const silent: Server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const vapi = createVapiVoicePlatform({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const error = await failure(vapi.createAssistant(spec()));
      expect(error.status).toBe(0);
      expect(error.message).toContain('did not answer within 0.2 s');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
