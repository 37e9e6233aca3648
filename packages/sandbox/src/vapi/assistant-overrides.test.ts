import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import type { BrainFactory, BrainOptions } from './brain/brain.ts';
import { createRuleBrain } from './brain/rule-brain.ts';
import { CLEANING, dentalBrief, FRIDAY_TIMES, NOW, upcoming } from './brain/rules/testing.ts';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { ORIGIN, startWebhookCatcher, type CaughtRequest } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * A call's assistantOverrides, as Vapi applies them: the variable values the portal gives a
 * returning caller's call fill the first message and reach the brain, on a call routed by
 * assistant-request, a browser call and a chat.
 */

const GREETING =
  '{% if caller_name %}Hi {{caller_name}}, good to hear from you again. {% endif %}Thanks for calling Bright Smiles, how can I help?{% if caller_next_appointment %} Is it about your appointment on {{caller_next_appointment}}?{% endif %}';
const HEARD =
  'Hi Jane Doe, good to hear from you again. Thanks for calling Bright Smiles, how can I help? Is it about your appointment on Tuesday, December 1 at 10:00 AM?';
const variableValues = { caller_name: 'Jane Doe', caller_next_appointment: 'Tuesday, December 1 at 10:00 AM' };

type Message = CaughtRequest['body']['message'] & { toolCallList?: { id: string; function: { name: string } }[] };
let webhook: Awaited<ReturnType<typeof startWebhookCatcher>>;
// What the portal's webhook answers the assistant request with, set by each test.
let assistantIdAsked = '';
let overrides: unknown = { variableValues };

beforeAll(async () => {
  webhook = await startWebhookCatcher((body) => {
    const message = body.message as Message;
    if (message.type === 'assistant-request') return { assistantId: assistantIdAsked, assistantOverrides: overrides };
    const toolCall = message.toolCallList?.[0];
    if (!toolCall) return {};
    const result = toolCall.function.name === FIND_APPOINTMENTS ? upcoming(CLEANING) : FRIDAY_TIMES;
    return { results: [{ toolCallId: toolCall.id, result }] };
  });
});
afterAll(() => webhook.close());

/** The emulator, the brain options each call was given, and a request helper. */
function emulator() {
  const given: BrainOptions[] = [];
  const brain: BrainFactory = (assistant, options) => {
    given.push(options);
    return createRuleBrain(assistant, options);
  };
  const app = new Hono().route(
    VAPI_SANDBOX_MOUNT,
    createVapiEmulator({ webhookUrls: [webhook.url], now: () => NOW, brain }).app,
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary vendor JSON
  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const tool = (name: string) => ({
    type: 'function',
    function: { name, parameters: { type: 'object', properties: {} } },
    server: { url: webhook.url },
  });
  const assistant = async () => {
    const names = [CHECK_AVAILABILITY, FIND_APPOINTMENTS, RESCHEDULE_APPOINTMENT, CANCEL_APPOINTMENT];
    const created = await send('POST', '/assistant', {
      firstMessage: GREETING,
      model: { provider: 'openai', model: 'gpt-4o', tools: names.map(tool) },
      metadata: { callBrief: dentalBrief() },
      server: { url: webhook.url },
    });
    return created.body.id as string;
  };
  return { send, given, assistant };
}

describe('Vapi emulator: assistantOverrides', () => {
  it('fills the first message of a call routed by assistant-request, gives the brain the values and keeps them', async () => {
    const vapi = emulator();
    assistantIdAsked = await vapi.assistant();
    overrides = { variableValues };
    const number = await vapi.send('POST', '/phone-number', {
      provider: 'telnyx',
      number: '+15125550166',
      credentialId: 'cred',
      server: { url: webhook.url },
    });
    const played = await vapi.send('POST', '/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550142',
      script: [{ caller: 'Yes, I need to move it' }],
    });
    expect(played.body.transcript).toBe(
      `AI: ${HEARD}\nUser: Yes, I need to move it\nAI: What day would you like to move it to?`,
    );
    expect(vapi.given.at(-1)).toMatchObject({ variables: variableValues, callerNumber: '+15125550142' });
    const call = await vapi.send('GET', `/call/${played.body.callId}`);
    expect(call.body).toMatchObject({ assistantId: assistantIdAsked, assistantOverrides: { variableValues } });
    expect(vapiSchemaErrors('Call', call.body)).toEqual([]);
  });

  it('ends the call as an invalid assistant when the overrides break Vapi’s schema', async () => {
    const vapi = emulator();
    assistantIdAsked = await vapi.assistant();
    overrides = { variableValues, callerName: 'Jane' };
    const number = await vapi.send('POST', '/phone-number', {
      provider: 'telnyx',
      number: '+15125550167',
      credentialId: 'cred',
      server: { url: webhook.url },
    });
    const played = await vapi.send('POST', '/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550142',
      script: [{ caller: 'Hello?' }],
    });
    expect(played.body.transcript).toBe('');
    const call = await vapi.send('GET', `/call/${played.body.callId}`);
    expect(call.body).toMatchObject({ status: 'ended', endedReason: 'assistant-request-returned-invalid-assistant' });
  });

  it('applies a browser call’s overrides: the first message, its own greeting, and the brain’s values', async () => {
    const vapi = emulator();
    const assistantId = await vapi.assistant();
    const created = await vapi.send('POST', '/call/web', {
      assistantId,
      assistantOverrides: { variableValues, firstMessage: 'Hello {{caller_name}}!' },
    });
    expect(created.body.assistantOverrides.firstMessage).toBe('Hello {{caller_name}}!');
    const started = await vapi.send('POST', `/web-call/${created.body.id}/start`, {});
    expect(started.body).toEqual({ firstMessage: 'Hello Jane Doe!' });
    expect(vapi.given.at(-1)?.variables).toEqual(variableValues);
    const refused = await vapi.send('POST', '/call/web', { assistantId, assistantOverrides: { callerName: 'Jane' } });
    expect(refused.body.message).toEqual(['assistantOverrides.property callerName should not exist']);
  });

  it('gives a chat’s variable values to the brain, which knows the caller’s name', async () => {
    const vapi = emulator();
    const assistantId = await vapi.assistant();
    const chat = await vapi.send('POST', '/chat', {
      assistantId,
      assistantOverrides: { variableValues: { caller_name: 'Jane Doe' } },
      input: 'Can I book a cleaning tomorrow at 10?',
    });
    expect(chat.status).toBe(201);
    expect(chat.body.assistantOverrides).toEqual({ variableValues: { caller_name: 'Jane Doe' } });
    expect(vapiSchemaErrors('Chat', chat.body)).toEqual([]);
    // Jane is not asked her name: the booking goes on to her number.
    expect(chat.body.output.at(-1)).toEqual({
      role: 'assistant',
      content: "What's the best phone number to reach you?",
    });
    expect(vapi.given.at(-1)?.variables).toEqual({ caller_name: 'Jane Doe' });
    const refused = await vapi.send('POST', '/chat', {
      assistantId,
      assistantOverrides: { variableValues: 'Jane' },
      input: 'Hello',
    });
    expect(refused.body.message).toEqual(['assistantOverrides.variableValues must be an object']);
  });
});
