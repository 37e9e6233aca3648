import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, ORIGIN } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * `DELETE /call/{id}` erases a call with its recordings, as retention and the owner's delete ask
 * of Vapi: the call is answered once as it was, and from then on the call and its recording are
 * not found.
 */

function emulator() {
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [] }).app);
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

describe('Vapi emulator: DELETE /call/{id}', () => {
  it('deletes the call: it answers the call once, then the call and its recording are 404', async () => {
    const send = emulator();
    const assistant = await send<{ id: string }>('POST', '/assistant', fullAssistantBody());
    const call = await send<{ id: string }>('POST', '/call/web', { assistantId: assistant.body.id });
    const id = call.body.id;
    expect((await send('GET', `/call/${id}`)).status).toBe(200);

    const deleted = await send<{ id: string }>('DELETE', `/call/${id}`, {});
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect(vapiSchemaErrors('Call', deleted.body)).toEqual([]);

    expect((await send('GET', `/call/${id}`)).status).toBe(404);
    expect((await send('GET', `/call/${id}/mono-recording`)).status).toBe(404);
    expect((await send('DELETE', `/call/${id}`, {})).status).toBe(404);
    expect((await send<{ id: string }[]>('GET', '/call')).body.map((listed) => listed.id)).not.toContain(id);
  });
});
