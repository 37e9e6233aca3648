import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/** Test helpers: the emulator mounted where the server mounts it, and Vapi's own example body. */

export const ORIGIN = 'http://localhost:3000';

/** A full CreateAssistantDTO in Vapi's documented shape, with each kind of tool (docs/vendors.md#vapi-assistants). */
export const fullAssistantBody = () => ({
  name: 'Sales Pro',
  firstMessage: 'Thanks for calling Acme Dental, this is Sam. How can I help?',
  firstMessageMode: 'assistant-speaks-first',
  model: {
    provider: 'openai',
    model: 'gpt-4o',
    temperature: 0.5,
    maxTokens: 250,
    messages: [{ role: 'system', content: 'You are Sam, the phone agent for Acme Dental...' }],
    toolIds: [],
    tools: [
      {
        type: 'transferCall',
        destinations: [
          {
            type: 'number',
            number: '+15125550100',
            message: 'Connecting you now.',
            description: "Owner's line for urgent matters",
          },
        ],
      },
      { type: 'endCall' },
      {
        type: 'function',
        async: false,
        function: {
          name: 'check_availability',
          description: 'Free slots on a date',
          parameters: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] },
        },
        server: { url: 'https://portal.example.com/api/vapi/webhook', headers: { 'X-Vapi-Secret': 's3cr3t' } },
      },
    ],
  },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
  endCallMessage: 'Thanks for calling. Goodbye!',
  endCallPhrases: ['goodbye', 'have a great day'],
  voicemailDetection: 'off',
  maxDurationSeconds: 600,
  server: {
    url: 'https://portal.example.com/api/vapi/webhook',
    timeoutSeconds: 20,
    headers: { 'X-Vapi-Secret': 's3cr3t' },
  },
  serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
  analysisPlan: { summaryPlan: { enabled: true } },
  metadata: { portalAgentId: '7f1c', userId: 'a2b3' },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary vendor JSON
export type VapiAnswer = { status: number; body: any };

export function mountedVapi(dataDir?: string) {
  const emulator = createVapiEmulator({ dataDir });
  const app = new Hono();
  app.route(VAPI_SANDBOX_MOUNT, emulator.app);

  async function call(
    method: string,
    path: string,
    body?: unknown,
    token: string | null = 'sk-test',
  ): Promise<VapiAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  // `app` is the server side as the portal mounts it, so paths start with /sandbox/vapi.
  return { app, store: emulator.store, call };
}

/** One request the test's webhook received. */
export type CaughtRequest = { headers: IncomingHttpHeaders; body: { message: Record<string, unknown> } };

/**
 * A stand-in for the portal's webhook on a free local port: keeps every request the emulator
 * sends, in order, and answers each with `answer` (an empty object by default) and `status`.
 */
export async function startWebhookCatcher(
  answer: (body: CaughtRequest['body']) => unknown = () => ({}),
  status: (body: CaughtRequest['body']) => number = () => 200,
) {
  const received: CaughtRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as CaughtRequest['body'];
      received.push({ headers: request.headers, body });
      response.statusCode = status(body);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/vapi`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
