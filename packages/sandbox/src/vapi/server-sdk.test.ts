import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Vapi, VapiClient, VapiError } from '@vapi-ai/server-sdk';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

/**
 * Vapi's official server SDK against the emulator over HTTP: every call it makes must succeed and
 * return what Vapi's schema documents, and a body Vapi refuses must reach the SDK as Vapi's 400.
 */

let server: ServerType;
let vapi: VapiClient;

beforeAll(async () => {
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator().app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${VAPI_SANDBOX_MOUNT}`;
  vapi = new VapiClient({ token: 'sk-sandbox', baseUrl, maxRetries: 0, timeoutInSeconds: 10 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const assistantBody: Vapi.CreateAssistantDto = {
  name: 'Acme Dental',
  firstMessage: 'Thanks for calling Acme Dental. How can I help?',
  firstMessageMode: 'assistant-speaks-first',
  model: {
    provider: 'openai',
    model: 'gpt-4.1',
    temperature: 0.4,
    messages: [{ role: 'system', content: 'You are the phone agent for Acme Dental.' }],
    tools: [
      { type: 'endCall' },
      { type: 'transferCall', destinations: [{ type: 'number', number: '+15125550100', message: 'Connecting you.' }] },
    ],
  },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  transcriber: { provider: 'deepgram', model: 'nova-3', language: 'en' },
  server: { url: 'https://portal.example.com/api/webhooks/vapi', headers: { 'X-Vapi-Secret': 's3cr3t' } },
  serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
  metadata: { agentId: 'agent-1' },
};

/** The SDK's error for a rejected call, or a failure when the call succeeded. */
const rejection = (call: Promise<unknown>) => rejectionOf(call, VapiError);

const NEST_400 = { error: 'Bad Request', statusCode: 400 };

describe('@vapi-ai/server-sdk against the emulator: assistants', () => {
  it('creates, lists, gets, updates and deletes, each answer a valid Assistant', async () => {
    const created = await vapi.assistants.create(assistantBody);
    expect(created).toMatchObject(assistantBody);
    expect(vapiSchemaErrors('Assistant', created)).toEqual([]);

    const listed = await vapi.assistants.list({ limit: 10 });
    expect(listed.map((assistant) => assistant.id)).toContain(created.id);
    for (const assistant of listed) expect(vapiSchemaErrors('Assistant', assistant)).toEqual([]);

    expect(await vapi.assistants.get({ id: created.id })).toEqual(created);

    const updated = await vapi.assistants.update({
      id: created.id,
      name: 'Acme Dental North',
      voicemailMessage: 'Please call us back.',
      backgroundSound: 'office',
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Acme Dental North', backgroundSound: 'office' });
    expect(vapiSchemaErrors('Assistant', updated)).toEqual([]);

    const deleted = await vapi.assistants.delete({ id: created.id });
    expect(deleted.id).toBe(created.id);
    expect(vapiSchemaErrors('Assistant', deleted)).toEqual([]);
    expect((await rejection(vapi.assistants.get({ id: created.id }))).statusCode).toBe(404);
  });

  it('surfaces a body Vapi refuses as a 400 carrying NestJS’s messages', async () => {
    // The SDK's own types refuse gpt-9 too; the cast sends it anyway, as plain JSON would.
    const refused = {
      ...assistantBody,
      model: { provider: 'openai', model: 'gpt-9' },
    } as unknown as Vapi.CreateAssistantDto;
    const error = await rejection(vapi.assistants.create(refused));
    expect(error.statusCode).toBe(400);
    expect(error.body).toEqual({
      message: [expect.stringMatching(/^model\.model must be one of the following values: /)],
      ...NEST_400,
    });
  });
});

describe('@vapi-ai/server-sdk against the emulator: Telnyx phone numbers', () => {
  it('imports, lists, gets, updates and deletes, each answer a valid TelnyxPhoneNumber', async () => {
    const assistant = await vapi.assistants.create(assistantBody);
    const created = await vapi.phoneNumbers.create({
      provider: 'telnyx',
      number: '+15125550123',
      credentialId: 'cred-telnyx-1',
      name: 'Acme main line',
      assistantId: assistant.id,
    });
    expect(created).toMatchObject({ provider: 'telnyx', number: '+15125550123', status: 'active' });
    expect(vapiSchemaErrors('TelnyxPhoneNumber', created)).toEqual([]);

    const listed = await vapi.phoneNumbers.list();
    expect(listed.map((number) => number.id)).toEqual([created.id]);
    for (const number of listed) expect(vapiSchemaErrors('TelnyxPhoneNumber', number)).toEqual([]);

    expect(await vapi.phoneNumbers.get({ id: created.id })).toEqual(created);

    const updated = await vapi.phoneNumbers.update({
      id: created.id,
      body: { provider: 'telnyx', name: 'Acme after hours' },
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Acme after hours', assistantId: assistant.id });
    expect(vapiSchemaErrors('TelnyxPhoneNumber', updated)).toEqual([]);

    const deleted = await vapi.phoneNumbers.delete({ id: created.id });
    expect(deleted.id).toBe(created.id);
    expect(vapiSchemaErrors('TelnyxPhoneNumber', deleted)).toEqual([]);
    expect(await vapi.phoneNumbers.list()).toEqual([]);
  });

  it('surfaces a body Vapi refuses as a 400 carrying NestJS’s messages', async () => {
    const missing = { provider: 'telnyx', number: '+15125550124' } as Vapi.CreatePhoneNumbersRequest;
    const error = await rejection(vapi.phoneNumbers.create(missing));
    expect(error.statusCode).toBe(400);
    expect(error.body).toEqual({ message: ['credentialId must be a string'], ...NEST_400 });
  });
});

describe('@vapi-ai/server-sdk against the emulator: calls', () => {
  it('creates a web call, lists and gets it, each answer a valid Call', async () => {
    const assistant = await vapi.assistants.create(assistantBody);
    const created = (await vapi.calls.create({
      assistantId: assistant.id,
      transport: { provider: 'daily' },
    })) as Vapi.Call;
    expect(created).toMatchObject({ type: 'webCall', status: 'queued', assistantId: assistant.id });
    expect(vapiSchemaErrors('Call', created)).toEqual([]);

    const listed = await vapi.calls.list({ limit: 10 });
    expect(listed.map((call) => call.id)).toContain(created.id);
    for (const call of listed) expect(vapiSchemaErrors('Call', call)).toEqual([]);

    expect(await vapi.calls.get({ id: created.id })).toEqual(created);
  });

  it("surfaces a refused body as the SDK's BadRequestError", async () => {
    const assistant = await vapi.assistants.create(assistantBody);
    const refused = {
      assistantId: assistant.id,
      transport: { provider: 'daily' },
      colour: 'blue',
    } as Vapi.CreateCallDto;
    const error = await rejection(vapi.calls.create(refused));
    expect(error).toBeInstanceOf(Vapi.BadRequestError);
    expect(error.body).toEqual({ message: ['property colour should not exist'], ...NEST_400 });

    const unknownAssistant = vapi.calls.create({ assistantId: 'missing', transport: { provider: 'daily' } });
    expect(await rejection(unknownAssistant)).toBeInstanceOf(Vapi.BadRequestError);
  });
});
