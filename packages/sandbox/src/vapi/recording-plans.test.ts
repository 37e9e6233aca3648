import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, ORIGIN, startWebhookCatcher } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * An assistant's recording settings in an emulated call: a stay-on-the-line consent message is
 * played before the first message, and an assistant that keeps no transcript gets an end-of-call
 * report without the conversation, its outcome and summary still there.
 */

type Report = { type: string; call: { id: string }; artifact: Record<string, unknown> };
let webhook: Awaited<ReturnType<typeof startWebhookCatcher>>;

beforeAll(async () => {
  webhook = await startWebhookCatcher();
});
afterAll(() => webhook.close());

const CONSENT = 'This call is recorded. If you do not agree, please hang up now.';
const GREETING = fullAssistantBody().firstMessage;

async function playCall(assistant: Record<string, unknown>, line = 'Hello?') {
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [webhook.url] }).app);
  const send = async <T>(method: string, path: string, body: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const created = await send<{ id: string }>('POST', '/assistant', {
    ...fullAssistantBody(),
    ...assistant,
    server: { url: webhook.url },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const number = await send<{ id: string }>('POST', '/phone-number', {
    provider: 'telnyx',
    number: '+15125550177',
    credentialId: 'cred',
    assistantId: created.body.id,
  });
  const played = await send<{ callId: string; transcript: string }>('POST', '/_admin/simulate-call', {
    phoneNumberId: number.body.id,
    customerNumber: '+15125550123',
    script: [{ caller: line }],
  });
  const report = webhook.received
    .map((request) => request.body.message as Report)
    .find((message) => message.type === 'end-of-call-report' && message.call.id === played.body.callId);
  return { transcript: played.body.transcript, report: report! };
}

describe('Vapi emulator: recording consent and recording off', () => {
  it('plays the stay-on-the-line consent message before the first message', async () => {
    const { transcript, report } = await playCall({
      compliancePlan: { recordingConsentPlan: { type: 'stay-on-line', message: CONSENT, waitSeconds: 3 } },
    });
    expect(transcript.split('\n').slice(0, 2)).toEqual([`AI: ${CONSENT}`, `AI: ${GREETING}`]);
    expect(report.artifact.transcript).toContain(CONSENT);
  });

  it('has a browser call hear the consent message, then the first message', async () => {
    const app = new Hono();
    app.route(VAPI_SANDBOX_MOUNT, createVapiEmulator({ webhookUrls: [webhook.url] }).app);
    const send = async (path: string, body: unknown) =>
      (
        await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
          method: 'POST',
          headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{ id: string; firstMessage?: string }>;
    const assistant = await send('/assistant', {
      ...fullAssistantBody(),
      server: { url: webhook.url },
      compliancePlan: { recordingConsentPlan: { type: 'stay-on-line', message: CONSENT } },
    });
    const call = await send('/call/web', { assistantId: assistant.id });
    expect(await send(`/web-call/${call.id}/start`, {})).toEqual({ firstMessage: `${CONSENT} ${GREETING}` });
  });

  it('plays no consent message without a plan, and keeps the transcript by default', async () => {
    const { transcript, report } = await playCall({ compliancePlan: {} });
    expect(transcript.split('\n')[0]).toBe(`AI: ${GREETING}`);
    expect(report.artifact).toHaveProperty('transcript');
    expect(report.artifact).toHaveProperty('messages');
  });

  it('reports no transcript, messages or recording when the assistant keeps none, its outputs still there', async () => {
    const { report } = await playCall({
      artifactPlan: {
        recordingEnabled: false,
        transcriptPlan: { enabled: false },
        structuredOutputs: [{ name: 'callSummary', type: 'ai', schema: { type: 'string' } }],
      },
    });
    expect(report.artifact).not.toHaveProperty('transcript');
    expect(report.artifact).not.toHaveProperty('messages');
    expect(report.artifact).not.toHaveProperty('recordingUrl');
    expect(Object.values(report.artifact.structuredOutputs as object)).toEqual([
      { name: 'callSummary', result: expect.any(String) },
    ]);
    expect(vapiSchemaErrors('Artifact', report.artifact)).toEqual([]);
  });
});
