import { defaultHours } from '@portal/shared/agents/hours';
import { CALL_OUTCOME_OUTPUT_NAME } from '@portal/shared/call-outcome.plain';
import { destination } from '@portal/shared/testing/destinations';
import { TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { ORIGIN, startWebhookCatcher } from '@portal/sandbox/vapi/testing';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from '@portal/sandbox/vapi/vapi-emulator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAssistant } from '../../modules/agents/compile/compile-assistant.pure.ts';
import type { CompilableAgent } from '../../modules/agents/compile/compile-input.pure.ts';
import { DENTAL_AGENT, testCompileContext } from '../../modules/agents/compile/testing.ts';

/**
 * Transfers on the emulated platform with the compiled assistant: a warm one tells whoever answers
 * who is calling and why (the transcript's "To <destination>: …" line), a cold one says nothing,
 * and a destination set busy or unanswered makes the assistant's fallbackPlan speak and the agent
 * stay on to take a message. Every report is held to Vapi's schema.
 */

// Thursday 26 November 2026, 10:00 in New York: the front desk is in.
const NOW = new Date('2026-11-26T15:00:00Z');
const CALLER = '+15125550142';
const BILLING = '+15125550101';

let webhook: Awaited<ReturnType<typeof startWebhookCatcher>>;
beforeAll(async () => {
  webhook = await startWebhookCatcher();
});
afterAll(() => webhook.close());

const agentWith = (overrides: Partial<CompilableAgent> = {}): CompilableAgent => ({
  ...DENTAL_AGENT,
  transferDestinations: [
    destination({ id: 'd1', number: '+15125550100', ringWhen: 'open_hours' }),
    destination({ id: 'd2', name: 'Billing', number: BILLING, reason: 'Billing questions', ringWhen: 'always' }),
  ],
  ...overrides,
});

type Report = {
  endedReason: string;
  artifact: { transcript: string; transfers?: Record<string, unknown>[]; structuredOutputs?: object };
};

/** The emulator with destinations set as `settings` says, and a way to send it requests. */
async function emulatorWith(settings: Record<string, string>) {
  const app = new Hono();
  const emulator = createVapiEmulator({ webhookUrls: [webhook.url], now: () => NOW });
  app.route(VAPI_SANDBOX_MOUNT, emulator.app);
  const send = async <T>(method: string, path: string, body: unknown) => {
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  for (const [number, behaviour] of Object.entries(settings)) {
    await send('PUT', `/_admin/transfer-destinations/${number}`, { behaviour });
  }
  return send;
}

const compiled = (agent: CompilableAgent) =>
  compileAssistant(agent, { ...testCompileContext(true), webhookUrl: webhook.url });

/** The emulator, the compiled agent on a number, and a scripted inbound call from CALLER. */
async function playCall(agent: CompilableAgent, lines: string[], settings: Record<string, string> = {}) {
  const send = await emulatorWith(settings);
  const spec = compiled(agent);
  const assistant = await send<{ id: string }>('POST', '/assistant', spec);
  const number = await send<{ id: string }>('POST', '/phone-number', {
    provider: 'telnyx',
    number: '+15125550177',
    credentialId: 'cred',
    assistantId: assistant.id,
  });
  const call = await send<{ callId: string; transcript: string }>('POST', '/_admin/simulate-call', {
    phoneNumberId: number.id,
    customerNumber: CALLER,
    script: lines.map((caller) => ({ caller })),
  });
  const report = webhook.received
    .map(({ body }) => body.message)
    .find((message) => message.type === 'end-of-call-report' && (message.call as { id: string }).id === call.callId);
  expect(vapiSchemaErrors('ServerMessageEndOfCallReport', report)).toEqual([]);
  return { transcript: call.transcript.split('\n'), report: report as unknown as Report };
}

const outcomeOf = (report: Report) =>
  Object.values(report.artifact.structuredOutputs ?? {}).find(
    (output: { name: string }) => output.name === CALL_OUTCOME_OUTPUT_NAME,
  )?.result;

describe('transfers on the emulated platform', () => {
  it('a warm transfer tells whoever answers who is calling, from where and why, then ends the call', async () => {
    const { transcript, report } = await playCall(agentWith(), [
      'Hi, this is Jane Doe.',
      'Can I talk to someone about my bill?',
    ]);
    expect(transcript.slice(-2)).toEqual([
      `AI: ${TRANSFER_HOLD_MESSAGE}`,
      'AI: To Billing: Jane Doe is calling from (512) 555-0142 about billing questions.',
    ]);
    expect(report.endedReason).toBe('assistant-forwarded-call');
    expect(report.artifact.transfers).toEqual([
      {
        destination: expect.objectContaining({ number: BILLING }),
        mode: 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
        status: 'connected',
        transcript: 'AI: Jane Doe is calling from (512) 555-0142 about billing questions.',
      },
    ]);
  });

  it('a cold transfer puts the caller straight through, with no summary', async () => {
    const { transcript, report } = await playCall(agentWith({ transferMode: 'cold' }), ['Can I speak to a person?']);
    expect(transcript.at(-1)).toBe(`AI: ${TRANSFER_HOLD_MESSAGE}`);
    expect(transcript.some((line) => line.startsWith('AI: To '))).toBe(false);
    expect(report.endedReason).toBe('assistant-forwarded-call');
    expect(report.artifact.transfers).toEqual([
      { destination: expect.objectContaining({ number: '+15125550100' }), mode: 'blind-transfer', status: 'connected' },
    ]);
  });

  it.each(['busy', 'no-answer'])(
    'a destination that is %s: the fallback message, the agent stays on and takes a message',
    async (behaviour) => {
      const { transcript, report } = await playCall(
        agentWith(),
        ['Can I talk to someone about my bill?', 'Jane Doe', '512-555-0142', 'Please call me about my invoice.'],
        { [BILLING]: behaviour },
      );
      expect(transcript.slice(1)).toEqual([
        'User: Can I talk to someone about my bill?',
        `AI: ${TRANSFER_HOLD_MESSAGE}`,
        `AI: ${TRANSFER_NO_ANSWER_MESSAGE}`,
        'User: Jane Doe',
        "AI: What's the best phone number to reach you?",
        'User: 512-555-0142',
        'AI: What would you like me to pass on?',
        'User: Please call me about my invoice.',
        "AI: Thanks, Jane Doe. I'll pass your message on and the team will get back to you.",
        'AI: Is there anything else I can help you with?',
      ]);
      expect(report.endedReason).toBe('customer-ended-call');
      expect(report.artifact.transfers).toEqual([
        expect.objectContaining({ destination: expect.objectContaining({ number: BILLING }), status: behaviour }),
      ]);
      expect(outcomeOf(report)).toMatchObject({ outcome: 'message_taken', callerName: 'Jane Doe' });
    },
  );

  it('outside the destination’s hours the agent does not dial: it says when someone is there', async () => {
    const closedThursday = { ...defaultHours(), Thu: { open: false, start: null, end: null } };
    const { transcript, report } = await playCall(
      agentWith({
        transferDestinations: [destination({ number: '+15125550100', ringWhen: 'own_hours', hours: closedThursday })],
      }),
      ['I want to talk to a person'],
    );
    expect(transcript.at(-1)).toBe(
      "AI: Front desk is available from 9:00 AM tomorrow. I can take a message for the team. What's your name?",
    );
    expect(report.artifact).not.toHaveProperty('transfers');
  });

  it('a chat (a test scenario) has no line to dial: its transfer is listed whatever the destination', async () => {
    const send = await emulatorWith({ [BILLING]: 'busy' });
    const chat = await send<{ output: { tool_calls?: { function: { name: string; arguments: string } }[] }[] }>(
      'POST',
      '/chat',
      { assistant: compiled(agentWith()), input: 'Can I talk to someone about my bill?' },
    );
    expect(chat.output.at(-1)?.tool_calls?.[0]?.function).toEqual({
      name: 'transferCall',
      arguments: JSON.stringify({ destination: BILLING }),
    });
  });

  it('a chat goes on after its transfer when a system message says nobody answered, as Vapi takes messages', async () => {
    const send = await emulatorWith({});
    const assistant = compiled(agentWith());
    type Chat = { id: string; input: unknown; output: { role: string; content?: string; tool_calls?: unknown[] }[] };
    const first = await send<Chat>('POST', '/chat', { assistant, input: 'Can I talk to someone about my bill?' });
    const time = NOW.getTime();
    const input = [
      {
        role: 'system',
        message: 'The transfer to Billing was not answered: nobody picked up. Take a message for the team.',
        time,
        secondsFromStart: 1,
      },
      { role: 'user', message: 'Jane Doe', time, endTime: time, secondsFromStart: 1 },
    ];
    const next = await send<Chat>('POST', '/chat', { assistant, input, previousChatId: first.id });
    expect(next.input).toEqual(input);
    // The fallback plan's message, its question answered by the caller; no transfer listed again.
    expect(next.output).toEqual([
      { role: 'assistant', content: TRANSFER_NO_ANSWER_MESSAGE },
      { role: 'assistant', content: "What's the best phone number to reach you?" },
    ]);
    expect(vapiSchemaErrors('Chat', next)).toEqual([]);
  });

  it('a chat’s input messages are held to Vapi’s schema, and only the caller’s and system messages are played', async () => {
    const send = await emulatorWith({});
    const assistant = compiled(agentWith());
    type Refused = { statusCode: number; message: string[] };
    const unknownKey = await send<Refused>('POST', '/chat', {
      assistant,
      input: [{ role: 'user', content: 'Hello' }],
    });
    expect(unknownKey.statusCode).toBe(400);
    const spoken = await send<Refused>('POST', '/chat', {
      assistant,
      input: [{ role: 'assistant', content: 'Hello, how can I help?' }],
    });
    expect(spoken).toMatchObject({
      statusCode: 400,
      message: ['input.0.role: the sandbox plays system, developer and user messages only'],
    });
  });
});
