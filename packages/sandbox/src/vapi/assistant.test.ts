import { describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, mountedVapi } from './testing.ts';

const NEST_400 = { error: 'Bad Request', statusCode: 400 };
const messagesOf = async (body: unknown) => (await mountedVapi().call('POST', '/assistant', body)).body.message;

describe('Vapi emulator: authentication', () => {
  it('answers 401 in Vapi’s envelope without a bearer token, and accepts any non-empty token', async () => {
    const vapi = mountedVapi();
    const missing = await vapi.call('GET', '/assistant', undefined, null);
    expect(missing).toEqual({
      status: 401,
      body: { message: 'Unauthorized', error: 'Unauthorized', statusCode: 401 },
    });
    expect((await vapi.call('GET', '/assistant', undefined, '')).status).toBe(401);
    expect((await vapi.call('GET', '/assistant', undefined, 'anything')).status).toBe(200);
  });
});

describe('Vapi emulator: POST /assistant', () => {
  it('creates the vendor reference example and returns it with id, orgId and ISO timestamps', async () => {
    const vapi = mountedVapi();
    const { status, body } = await vapi.call('POST', '/assistant', fullAssistantBody());
    expect(status).toBe(201);
    expect(body).toMatchObject(fullAssistantBody());
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.orgId).toBe(vapi.store.orgId);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(body.updatedAt).toBe(body.createdAt);
    expect(vapiSchemaErrors('Assistant', body)).toEqual([]);
  });

  it('rejects an unknown top-level property the NestJS way', async () => {
    const { status, body } = await mountedVapi().call('POST', '/assistant', { ...fullAssistantBody(), foo: 1 });
    expect(status).toBe(400);
    expect(body).toEqual({ message: ['property foo should not exist'], ...NEST_400 });
  });

  it('rejects unknown properties inside model, its tools and the server', async () => {
    const spec = fullAssistantBody();
    const model = { ...spec.model, emotionRecognition: true, tools: [{ type: 'endCall', extra: 1 }] };
    const body = { ...spec, model, server: { ...spec.server, secret: 'x' } };
    const answer = await mountedVapi().call('POST', '/assistant', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(
      expect.arrayContaining([
        'model.property emotionRecognition should not exist',
        'model.tools.0.property extra should not exist',
        'server.property secret should not exist',
      ]),
    );
  });

  it('requires model.model and voice.voiceId', async () => {
    const spec = fullAssistantBody();
    const { model: _model, ...modelWithoutName } = spec.model;
    const answer = await mountedVapi().call('POST', '/assistant', {
      ...spec,
      model: modelWithoutName,
      voice: { provider: 'vapi' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      expect.stringMatching(/^model\.model must be one of the following values: gpt-/),
      'voice.voiceId must be a string',
    ]);
  });

  it('rejects a firstMessageMode outside the enum, naming the allowed values', async () => {
    const answer = await mountedVapi().call('POST', '/assistant', { firstMessageMode: 'speak-first' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      'firstMessageMode must be one of the following values: assistant-speaks-first, ' +
        'assistant-speaks-first-with-model-generated-message, assistant-waits-for-user',
    ]);
  });

  it('limits the name to 40 characters', async () => {
    const vapi = mountedVapi();
    const tooLong = await vapi.call('POST', '/assistant', { name: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toEqual(['name must be shorter than or equal to 40 characters']);
    expect((await vapi.call('POST', '/assistant', { name: 'x'.repeat(40) })).status).toBe(201);
  });

  it('refuses what Vapi’s schema refuses: an unknown model, provider, language, role or server message', async () => {
    const spec = fullAssistantBody();
    expect(await messagesOf({ model: { ...spec.model, model: 'gpt-9' } })).toEqual([
      expect.stringMatching(/^model\.model must be one of the following values: gpt-5/),
    ]);
    const [provider] = await messagesOf({ model: { provider: 'deepseek', model: 'deepseek-chat' } });
    expect(provider).toMatch(/^model\.provider must be one of the following values: anthropic, .*deep-seek/);
    expect(await messagesOf({ transcriber: { provider: 'deepgram', language: 'klingon' } })).toEqual([
      expect.stringMatching(/^transcriber\.language must be one of the following values: ar, /),
    ]);
    expect(await messagesOf({ model: { ...spec.model, messages: [{ role: 'narrator', content: 'x' }] } })).toEqual([
      expect.stringMatching(/^model\.messages\.0\.role must be one of the following values: /),
    ]);
    expect(await messagesOf({ serverMessages: [...spec.serverMessages, 'call-ended'] })).toEqual([
      expect.stringMatching(/^each value in serverMessages must be one of the following values: /),
    ]);
  });

  it('refuses what the schema cannot say: retired Vapi voices and transfer numbers outside E.164', async () => {
    const spec = fullAssistantBody();
    const transfer = { type: 'transferCall', destinations: [{ type: 'number', number: '512-555-0100' }] };
    expect(
      await messagesOf({ voice: { provider: 'vapi', voiceId: 'Lily' }, model: { ...spec.model, tools: [transfer] } }),
    ).toEqual([
      'voice.voiceId Lily was retired on 1 March 2026 and cannot be used',
      'model.tools.0.destinations.0.number must be a valid phone number in the E.164 format',
    ]);
    const sip = { ...transfer, destinations: [{ type: 'number', number: '1234', numberE164CheckEnabled: false }] };
    expect((await mountedVapi().call('POST', '/assistant', { model: { ...spec.model, tools: [sip] } })).status).toBe(
      201,
    );
  });

  it('accepts what Vapi accepts beyond the portal’s own fields', async () => {
    const vapi = mountedVapi();
    const extras = {
      voicemailMessage: 'Please call us back.',
      backgroundSound: 'office',
      startSpeakingPlan: { waitSeconds: 0.4, smartEndpointingPlan: { provider: 'livekit' } },
      stopSpeakingPlan: { numWords: 2 },
      artifactPlan: { recordingEnabled: true, recordingFormat: 'mp3' },
      clientMessages: ['transcript', 'status-update'],
      voicemailDetection: { provider: 'vapi' },
      firstMessageInterruptionsEnabled: false,
      voice: { provider: 'openai', voiceId: 'marin' },
    };
    const { status, body } = await vapi.call('POST', '/assistant', { ...fullAssistantBody(), ...extras });
    expect(status).toBe(201);
    expect(body).toMatchObject(extras);
  });

  it('answers malformed JSON with 400', async () => {
    const vapi = mountedVapi();
    const response = await vapi.app.request('/sandbox/vapi/assistant', {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(NEST_400);
  });
});

describe('Vapi emulator: reading, updating and deleting assistants', () => {
  it('PATCH replaces a nested object whole and moves updatedAt', async () => {
    const vapi = mountedVapi();
    const created = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const model = { provider: 'openai', model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'New prompt' }] };
    const patched = await vapi.call('PATCH', `/assistant/${created.id}`, { model, name: 'Renamed' });
    expect(patched.status).toBe(200);
    expect(patched.body.model).toEqual(model);
    expect(patched.body.name).toBe('Renamed');
    expect(patched.body.voice).toEqual(created.voice);
    expect(patched.body.createdAt).toBe(created.createdAt);
    expect(patched.body.updatedAt > created.updatedAt).toBe(true);
    expect((await vapi.call('GET', `/assistant/${created.id}`)).body.model).toEqual(model);
    expect(vapiSchemaErrors('Assistant', patched.body)).toEqual([]);
  });

  it('PATCH with a null field clears it, as class-validator lets null through an optional field', async () => {
    const vapi = mountedVapi();
    const created = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    const patched = await vapi.call('PATCH', `/assistant/${created.id}`, { endCallPhrases: null, name: 'Kept' });
    expect(patched.status).toBe(200);
    expect(patched.body).not.toHaveProperty('endCallPhrases');
    expect(patched.body.name).toBe('Kept');
    expect(vapiSchemaErrors('Assistant', patched.body)).toEqual([]);
    const unknown = await vapi.call('PATCH', `/assistant/${created.id}`, { colour: null });
    expect(unknown.body.message).toEqual(['property colour should not exist']);
  });

  it('PATCH validates like POST, and 404s an unknown id', async () => {
    const vapi = mountedVapi();
    const created = (await vapi.call('POST', '/assistant', { name: 'A' })).body;
    const invalid = await vapi.call('PATCH', `/assistant/${created.id}`, {
      voice: { provider: 'vapi', voiceId: 'Elliot', x: 1 },
    });
    expect(invalid.body.message).toEqual(['voice.property x should not exist']);
    expect(await vapi.call('PATCH', '/assistant/5b1f0c7e-0000-4000-8000-000000000000', { name: 'B' })).toEqual({
      status: 404,
      body: { message: 'Not Found', error: 'Not Found', statusCode: 404 },
    });
  });

  it('lists assistants as a bare array, newest first, honouring ?limit', async () => {
    const vapi = mountedVapi();
    for (const name of ['one', 'two', 'three']) await vapi.call('POST', '/assistant', { name });
    const all = await vapi.call('GET', '/assistant');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((assistant: { name: string }) => assistant.name)).toEqual(['three', 'two', 'one']);
    expect((await vapi.call('GET', '/assistant?limit=2')).body).toHaveLength(2);
    expect((await vapi.call('GET', '/assistant?limit=5000')).status).toBe(400);
  });

  it('DELETE returns the deleted assistant; afterwards GET and DELETE are 404', async () => {
    const vapi = mountedVapi();
    const created = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    const deleted = await vapi.call('DELETE', `/assistant/${created.id}`);
    expect(deleted).toEqual({ status: 200, body: created });
    expect((await vapi.call('GET', `/assistant/${created.id}`)).status).toBe(404);
    expect((await vapi.call('DELETE', `/assistant/${created.id}`)).status).toBe(404);
  });
});
