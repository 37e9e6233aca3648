import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, ORIGIN, startWebhookCatcher } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * `GET /call/{id}` answers as Vapi does through a call's life, so the portal can ask the emulator
 * what became of a call whose end it never heard of: queued, in progress, then ended with its
 * reason, and ended at the assistant's maximum duration when nobody hung up.
 */

type Message = { type: string; endedReason?: string; endedAt?: string; call: { id: string } };
let webhook: Awaited<ReturnType<typeof startWebhookCatcher>>;
let webhookUrl: string;
const received = () => webhook.received.map((request) => request.body.message as Message);

beforeAll(async () => {
  webhook = await startWebhookCatcher();
  webhookUrl = webhook.url;
});
afterAll(() => webhook.close());

const START = Date.parse('2030-03-04T15:00:00.000Z');

/** The emulator with a clock the test moves. */
function emulator() {
  let now = START;
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [webhookUrl], now: () => new Date(now) }).app);
  const send = async <T>(method: string, path: string, body?: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  type Call = { id: string; status: string; startedAt?: string; endedAt?: string; endedReason?: string };
  const getCall = async (id: string) => {
    const { status, body } = await send<Call>('GET', `/call/${id}`);
    expect(status).toBe(200);
    expect(vapiSchemaErrors('Call', body)).toEqual([]);
    return body;
  };
  async function webCall(assistant: Record<string, unknown>) {
    const created = await send<{ id: string }>('POST', '/assistant', {
      ...assistant,
      server: { url: webhookUrl, headers: { 'X-Vapi-Secret': 's3cr3t' } },
    });
    const call = await send<{ id: string }>('POST', '/call/web', { assistantId: created.body.id });
    return call.body.id;
  }
  return { send, getCall, webCall, advance: (seconds: number) => (now += seconds * 1000) };
}

const reportsOf = (callId: string) =>
  received().filter((message) => message.type === 'end-of-call-report' && message.call.id === callId);

describe('Vapi emulator: GET /call/{id} through a call', () => {
  it('is queued, in progress once the caller joins, then ended with its reason; leaving twice ends it once', async () => {
    const vapi = emulator();
    const id = await vapi.webCall(fullAssistantBody());
    expect((await vapi.getCall(id)).status).toBe('queued');

    await vapi.send('POST', `/web-call/${id}/start`, {});
    expect(await vapi.getCall(id)).toMatchObject({ status: 'in-progress', startedAt: '2030-03-04T15:00:00.000Z' });

    vapi.advance(42);
    await vapi.send('POST', `/web-call/${id}/end`, {});
    expect(await vapi.getCall(id)).toMatchObject({
      status: 'ended',
      endedReason: 'customer-ended-call',
      endedAt: '2030-03-04T15:00:42.000Z',
    });
    // A page that closes after End Call leaves the room again: nothing new is reported.
    expect((await vapi.send('POST', `/web-call/${id}/end`, {})).status).toBe(200);
    expect((await vapi.send('POST', `/web-call/${id}/messages`, { text: 'Hello?' })).status).toBe(400);
    expect(reportsOf(id)).toHaveLength(1);
  });

  it("has ended at the assistant's maxDurationSeconds when nobody hung up, as reported to the server", async () => {
    const vapi = emulator();
    const id = await vapi.webCall({ ...fullAssistantBody(), maxDurationSeconds: 900 });
    await vapi.send('POST', `/web-call/${id}/start`, {});
    vapi.advance(899);
    expect((await vapi.getCall(id)).status).toBe('in-progress');

    vapi.advance(2 * 3600);
    expect(await vapi.getCall(id)).toMatchObject({
      status: 'ended',
      endedReason: 'exceeded-max-duration',
      endedAt: '2030-03-04T15:15:00.000Z',
    });
    expect(reportsOf(id)).toEqual([
      expect.objectContaining({ endedReason: 'exceeded-max-duration', endedAt: '2030-03-04T15:15:00.000Z' }),
    ]);
    expect((await vapi.send('POST', `/web-call/${id}/messages`, { text: 'Still there?' })).status).toBe(400);
  });

  it("ends at Vapi's default of 600 s when the assistant sets no maximum", async () => {
    const vapi = emulator();
    const { maxDurationSeconds: _unset, ...assistant } = fullAssistantBody();
    const id = await vapi.webCall(assistant);
    await vapi.send('POST', `/web-call/${id}/start`, {});
    vapi.advance(599);
    expect((await vapi.getCall(id)).status).toBe('in-progress');
    vapi.advance(1);
    expect(await vapi.getCall(id)).toMatchObject({ status: 'ended', endedReason: 'exceeded-max-duration' });
  });

  /** A number the emulator knows, answered by an assistant that reports to the webhook. */
  async function answeredNumber(vapi: ReturnType<typeof emulator>, number: string) {
    const assistant = await vapi.send<{ id: string }>('POST', '/assistant', {
      ...fullAssistantBody(),
      server: { url: webhookUrl },
    });
    const created = await vapi.send<{ id: string }>('POST', '/phone-number', {
      provider: 'telnyx',
      number,
      credentialId: 'cred',
      assistantId: assistant.body.id,
    });
    return created.body.id;
  }

  it('knows a simulated inbound call, ended with the reason it was played with', async () => {
    const vapi = emulator();
    const numberId = await answeredNumber(vapi, '+15125550166');
    const played = await vapi.send<{ callId: string }>('POST', '/_admin/simulate-call', {
      phoneNumberId: numberId,
      customerNumber: '+15125550123',
      script: [{ caller: 'Hello?' }],
      endedReason: 'silence-timed-out',
    });
    expect(await vapi.getCall(played.body.callId)).toMatchObject({
      type: 'inboundPhoneCall',
      status: 'ended',
      endedReason: 'silence-timed-out',
      phoneNumberId: numberId,
      customer: { number: '+15125550123' },
    });
  });

  it('reports a simulated call as long as its lines take to say, though it plays at once', async () => {
    const vapi = emulator();
    const played = await vapi.send<{ callId: string }>('POST', '/_admin/simulate-call', {
      phoneNumberId: await answeredNumber(vapi, '+15125550167'),
      customerNumber: '+15125550123',
      script: [{ caller: 'Hi, can I book a cleaning for next Tuesday morning?' }, { caller: 'Thanks, bye.' }],
    });
    const call = await vapi.getCall(played.body.callId);
    expect(call.startedAt).toBe(new Date(START).toISOString());
    // The greeting, two lines of the caller's and the answers to them: some seconds, not none.
    const seconds = (Date.parse(call.endedAt!) - START) / 1000;
    expect(seconds).toBeGreaterThan(8);
    expect(seconds).toBeLessThan(120);
  });

  it('answers 404 for a call it never had', async () => {
    const { status } = await emulator().send('GET', '/call/7a0c2f3e-0000-4000-8000-000000000009');
    expect(status).toBe(404);
  });
});
