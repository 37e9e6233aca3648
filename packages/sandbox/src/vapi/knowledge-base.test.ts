import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { VapiClient, VapiError, type Vapi } from '@vapi-ai/server-sdk';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '@portal/shared/testing/rejection';
import { dentalBrief } from './brain/rules/testing.ts';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * Vapi's official server SDK against the emulator's knowledge base: a file uploaded as a
 * multipart form, a query tool over it attached to an assistant by id, and a chat in which the
 * sandbox's brain answers from the file what the assistant's own facts do not say.
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

const rejection = (call: Promise<unknown>) => rejectionOf(call, VapiError);

const PARKING = 'Parking validation is free for patients in the Elm Street garage.';
const KNOWLEDGE = `## Visiting us - https://brightsmile.example/visit\n\n${PARKING}\n\n## Kids - https://brightsmile.example/kids\n\nChildren get a sticker after every checkup.\n`;

const upload = (name = 'website-knowledge.md') =>
  vapi.files.create({ file: { data: Buffer.from(KNOWLEDGE), filename: name, contentType: 'text/markdown' } });

const queryTool = (fileIds: string[]): Vapi.CreateToolsRequest => ({
  type: 'query',
  knowledgeBases: [{ provider: 'google', name: 'website', description: 'Pages of the website', fileIds }],
});

describe('@vapi-ai/server-sdk against the emulator: files', () => {
  it('uploads, lists, gets and deletes, each answer a valid File', async () => {
    const created = await upload();
    expect(created).toMatchObject({
      object: 'file',
      status: 'done',
      name: 'website-knowledge.md',
      mimetype: 'text/markdown',
      bytes: Buffer.byteLength(KNOWLEDGE),
    });
    expect(vapiSchemaErrors('File', created)).toEqual([]);
    expect(await vapi.files.get({ id: created.id })).toEqual(created);

    const deleted = await vapi.files.delete({ id: created.id });
    expect(deleted.id).toBe(created.id);
    expect((await rejection(vapi.files.get({ id: created.id }))).statusCode).toBe(404);
  });

  it('lists the files uploaded for the purpose asked, which the list requires', async () => {
    const forAssistant = await vapi.files.create({ file: Buffer.from('Hours: 9 to 5.'), purpose: 'assistant' });
    await upload();
    const listed = await vapi.files.list({ purpose: 'assistant' });
    expect(listed.map((file) => file.id)).toEqual([forAssistant.id]);
    for (const file of listed) expect(vapiSchemaErrors('File', file)).toEqual([]);
    const unnamed = await rejection(vapi.files.list({} as Vapi.ListFilesRequest));
    expect(unnamed.statusCode).toBe(400);
  });

  it('keeps a long name to 40 characters and refuses a purpose Vapi does not know', async () => {
    const long = await upload(`${'a'.repeat(50)}.md`);
    expect(long.name).toHaveLength(40);
    expect(vapiSchemaErrors('File', long)).toEqual([]);

    const refused = await rejection(
      vapi.files.create({ file: Buffer.from('x'), purpose: 'archive' as Vapi.CreateFilesRequestPurpose }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      message: ['purpose must be one of the following values: assistant, composer-attachment, knowledge-base-v2'],
    });
  });
});

describe('@vapi-ai/server-sdk against the emulator: query tools', () => {
  it('creates, gets and deletes a query tool, each answer a valid QueryTool', async () => {
    const file = await upload();
    const created = await vapi.tools.create(queryTool([file.id]));
    expect(created).toMatchObject(queryTool([file.id]));
    expect(vapiSchemaErrors('QueryTool', created)).toEqual([]);
    expect(await vapi.tools.get({ id: created.id })).toEqual(created);
    expect((await vapi.tools.list()).map((tool) => tool.id)).toContain(created.id);

    expect((await vapi.tools.delete({ id: created.id })).id).toBe(created.id);
    expect((await rejection(vapi.tools.get({ id: created.id }))).statusCode).toBe(404);
  });

  it("refuses a knowledge base without Vapi's required fields, or over a file it does not have", async () => {
    const missingFields = { type: 'query', knowledgeBases: [{ provider: 'google', name: 'website' }] };
    const refused = await rejection(vapi.tools.create(missingFields as Vapi.CreateToolsRequest));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      message: expect.arrayContaining([
        'knowledgeBases.0.description must be a string',
        'knowledgeBases.0.fileIds must be an array',
      ]),
    });
    const unknownFile = await rejection(vapi.tools.create(queryTool(['7b7c2a8e-0000-4000-8000-000000000000'])));
    expect(unknownFile.statusCode).toBe(400);
  });

  it("answers a chat from the attached tool's file when the assistant's facts do not say it", async () => {
    const file = await upload();
    const tool = await vapi.tools.create(queryTool([file.id]));
    const assistant = await vapi.assistants.create({
      name: 'Bright Smile',
      model: { provider: 'openai', model: 'gpt-4.1', toolIds: [tool.id] },
      voice: { provider: 'vapi', voiceId: 'Elliot' },
      metadata: { callBrief: dentalBrief() },
    });
    const reply = async (input: string) => {
      const chat = (await vapi.chats.create({ assistantId: assistant.id, input })) as Vapi.Chat;
      return (chat.output ?? []).map((message) => ('content' in message ? message.content : '')).join(' ');
    };

    expect(await reply('Is there parking validation?')).toContain(PARKING);
    // What the brief says is still answered from the brief.
    expect(await reply('How much is whitening?')).toContain('Whitening from $299.');

    // Without the tool, the file is not searched.
    await vapi.assistants.update({ id: assistant.id, model: { provider: 'openai', model: 'gpt-4.1' } });
    expect(await reply('Is there parking validation?')).not.toContain(PARKING);
  });
});
