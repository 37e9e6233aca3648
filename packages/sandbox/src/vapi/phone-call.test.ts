import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, mountedVapi, ORIGIN } from './testing.ts';

const telnyxImport = (extra: Record<string, unknown> = {}) => ({
  provider: 'telnyx',
  number: '+15125550123',
  credentialId: 'cred-telnyx-1',
  name: 'Acme main line',
  ...extra,
});

describe('Vapi emulator: /phone-number', () => {
  it('imports a Telnyx number, assigns, unassigns with null and deletes it', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    const imported = await vapi.call('POST', '/phone-number', telnyxImport());
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ ...telnyxImport(), status: 'active', orgId: vapi.store.orgId });
    const id = imported.body.id;

    const assigned = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'telnyx', assistantId: assistant.id });
    expect(assigned.body.assistantId).toBe(assistant.id);
    // The schema types assistantId as a string; Vapi's guides clear it with null, which
    // class-validator's @IsOptional lets through. The number then answers without one.
    const unassigned = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'telnyx', assistantId: null });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).not.toHaveProperty('assistantId');
    for (const answer of [imported, assigned, unassigned]) {
      expect(vapiSchemaErrors('TelnyxPhoneNumber', answer.body)).toEqual([]);
    }

    const listed = await vapi.call('GET', '/phone-number');
    expect(listed.body.map((number: { id: string }) => number.id)).toEqual([id]);
    const deleted = await vapi.call('DELETE', `/phone-number/${id}`);
    expect(deleted.body.id).toBe(id);
    expect((await vapi.call('GET', `/phone-number/${id}`)).status).toBe(404);
  });

  it('requires provider telnyx, a number and a credentialId, and keeps them on update', async () => {
    const vapi = mountedVapi();
    const answer = await vapi.call('POST', '/phone-number', { provider: 'twilio', number: '+15125550123' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      'credentialId must be a string',
      'provider must be one of the following values: telnyx',
    ]);
    const id = (await vapi.call('POST', '/phone-number', telnyxImport())).body.id;
    const otherProvider = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'twilio', name: 'Main' });
    expect(otherProvider.body.message).toEqual(['provider must be one of the following values: telnyx']);
    const emptied = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'telnyx', number: null });
    expect(emptied.body.message).toEqual(['number must be a string']);
    const extra = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'telnyx', smsEnabled: false });
    expect(extra.body.message).toEqual(['property smsEnabled should not exist']);
  });

  it('reads an update without a provider as an update of the stored number’s provider, as Vapi does', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', { name: 'A' })).body;
    const id = (await vapi.call('POST', '/phone-number', telnyxImport())).body.id;
    const assigned = await vapi.call('PATCH', `/phone-number/${id}`, { assistantId: assistant.id, name: 'Front desk' });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ provider: 'telnyx', assistantId: assistant.id, name: 'Front desk' });
    const unassigned = await vapi.call('PATCH', `/phone-number/${id}`, { assistantId: null });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).not.toHaveProperty('assistantId');
    // A null provider names none either: the number keeps its own.
    const nullProvider = await vapi.call('PATCH', `/phone-number/${id}`, { provider: null, name: 'Main' });
    expect(nullProvider.body).toMatchObject({ provider: 'telnyx', name: 'Main' });
    for (const answer of [assigned, unassigned, nullProvider]) {
      expect(vapiSchemaErrors('TelnyxPhoneNumber', answer.body)).toEqual([]);
    }
    // The stored provider's DTO still refuses what a Telnyx number does not have.
    const twilioField = await vapi.call('PATCH', `/phone-number/${id}`, { twilioAccountSid: 'AC123' });
    expect(twilioField).toEqual({
      status: 400,
      body: { message: ['property twilioAccountSid should not exist'], error: 'Bad Request', statusCode: 400 },
    });
  });

  it('refuses an assistantId that does not exist, on import and on assignment', async () => {
    const vapi = mountedVapi();
    const missing = '0d7d6c1e-1111-4111-8111-111111111111';
    const onImport = await vapi.call('POST', '/phone-number', telnyxImport({ assistantId: missing }));
    expect(onImport.status).toBe(400);
    expect(onImport.body.message).toContain(missing);
    const id = (await vapi.call('POST', '/phone-number', telnyxImport())).body.id;
    const onAssign = await vapi.call('PATCH', `/phone-number/${id}`, { provider: 'telnyx', assistantId: missing });
    expect(onAssign.status).toBe(400);
  });

  it('unassigns numbers whose assistant is deleted', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', { name: 'A' })).body;
    const id = (await vapi.call('POST', '/phone-number', telnyxImport({ assistantId: assistant.id }))).body.id;
    await vapi.call('DELETE', `/assistant/${assistant.id}`);
    expect((await vapi.call('GET', `/phone-number/${id}`)).body).not.toHaveProperty('assistantId');
  });
});

describe('Vapi emulator: /call/web', () => {
  it('queues a web call for a saved assistant with a webCallUrl under the emulator', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    const { status, body } = await vapi.call('POST', '/call/web', {
      assistantId: assistant.id,
      assistantOverrides: { variableValues: { name: 'Ann' } },
      roomDeleteOnUserLeaveEnabled: true,
    });
    expect(status).toBe(201);
    const room = `${ORIGIN}/sandbox/vapi/web-call/${body.id}`;
    expect(body).toMatchObject({
      orgId: vapi.store.orgId,
      type: 'webCall',
      status: 'queued',
      assistantId: assistant.id,
      webCallUrl: room,
      transport: { provider: 'daily', callUrl: room, roomDeleteOnUserLeaveEnabled: true },
      artifactPlan: { videoRecordingEnabled: false },
    });
    // The web SDK's webCallUrl is not in the published Call; the stored call is.
    const { webCallUrl: _webCallUrl, ...call } = body;
    expect(vapiSchemaErrors('Call', call)).toEqual([]);
    expect((await vapi.call('GET', `/call/${body.id}`)).body).toEqual(call);
    expect((await vapi.call('GET', '/call')).body).toEqual([call]);
    expect((await vapi.app.request(body.webCallUrl)).status).toBe(200);
  });

  it('refuses an unknown assistantId, a missing assistant and unknown properties', async () => {
    const vapi = mountedVapi();
    const unknown = await vapi.call('POST', '/call/web', { assistantId: 'e3c1b3a0-2222-4222-8222-222222222222' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    expect((await vapi.call('POST', '/call/web', {})).status).toBe(400);
    const extra = await vapi.call('POST', '/call/web', { assistant: { name: 'T' }, customer: { number: '+1' } });
    expect(extra.body.message).toEqual(['property customer should not exist']);
  });

  it('accepts a transient assistant, validated like POST /assistant', async () => {
    const vapi = mountedVapi();
    expect((await vapi.call('POST', '/call/web', { assistant: fullAssistantBody() })).status).toBe(201);
    const invalid = await vapi.call('POST', '/call/web', { assistant: { name: 'T', model: { provider: 'openai' } } });
    expect(invalid.body.message).toEqual([
      expect.stringMatching(/^assistant\.model\.model must be one of the following/),
    ]);
    const retired = await vapi.call('POST', '/call/web', {
      assistant: { voice: { provider: 'vapi', voiceId: 'Kylie' } },
    });
    expect(retired.body.message).toEqual([
      'assistant.voice.voiceId Kylie was retired on 1 March 2026 and cannot be used',
    ]);
  });
});

describe('Vapi emulator: POST /call', () => {
  it('starts a web call over a Daily transport and answers a valid Call', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    const { status, body } = await vapi.call('POST', '/call', {
      assistantId: assistant.id,
      transport: { provider: 'daily' },
      name: 'Test call',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'webCall', status: 'queued', assistantId: assistant.id });
    expect(body.transport.callUrl).toBe(`${ORIGIN}/sandbox/vapi/web-call/${body.id}`);
    expect(body).not.toHaveProperty('webCallUrl');
    expect(vapiSchemaErrors('Call', body)).toEqual([]);
  });

  it('refuses phone calls, which it cannot dial, and bodies the schema refuses', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', { name: 'A' })).body;
    const phone = await vapi.call('POST', '/call', { assistantId: assistant.id, customer: { number: '+15125550123' } });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toContain('web calls only');
    const extra = await vapi.call('POST', '/call', {
      assistantId: assistant.id,
      transport: { provider: 'daily' },
      x: 1,
    });
    expect(extra.body.message).toEqual(['property x should not exist']);
    const squad = await vapi.call('POST', '/call', { squadId: 's', transport: { provider: 'daily' } });
    expect(squad.body.message).toContain('assistants only');
  });
});

describe('Vapi emulator: faults, overview and persistence', () => {
  it('answers injected faults in the Vapi envelope, then recovers', async () => {
    const vapi = mountedVapi();
    const admin = await vapi.app.request('/sandbox/vapi/_admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/assistant', status: 503, times: 1 }),
    });
    expect(admin.status).toBe(201);
    expect(await vapi.call('POST', '/assistant', { name: 'A' })).toEqual({
      status: 503,
      body: { message: 'Sandbox fault injected', error: 'Service Unavailable', statusCode: 503 },
    });
    expect((await vapi.call('POST', '/assistant', { name: 'A' })).status).toBe(201);
  });

  it('shows counts at the mount point without a token', async () => {
    const vapi = mountedVapi();
    await vapi.call('POST', '/assistant', { name: 'A' });
    const overview = await vapi.app.request('/sandbox/vapi/');
    expect(await overview.json()).toMatchObject({ vendor: 'vapi', counts: { assistants: 1, phoneNumbers: 0 } });
    expect((await vapi.call('GET', '/no-such-route')).status).toBe(404);
  });

  it('keeps its state in DATA_DIR/sandbox/vapi.json across instances', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vapi-emulator-'));
    try {
      const first = mountedVapi(dataDir);
      const assistant = (await first.call('POST', '/assistant', fullAssistantBody())).body;
      await first.call('POST', '/phone-number', telnyxImport({ assistantId: assistant.id }));
      const saved = JSON.parse(await readFile(join(dataDir, 'sandbox', 'vapi.json'), 'utf8'));
      expect(Object.keys(saved.assistants)).toEqual([assistant.id]);

      const second = mountedVapi(dataDir);
      expect(second.store.orgId).toBe(first.store.orgId);
      expect((await second.call('GET', `/assistant/${assistant.id}`)).body).toEqual(assistant);
      expect((await second.call('GET', '/phone-number')).body[0].assistantId).toBe(assistant.id);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
