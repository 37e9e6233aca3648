import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { defaultHours } from '@portal/shared/agents/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/signed-in-user.ts';

let t: TestApp;
let assistantId: string;

const vapi = async <T>(path: string, body?: unknown) => {
  const response = await fetch(`${t.baseUrl}/sandbox/vapi${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: 'Bearer public-key', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
};

const recordOf = async (callId: string) =>
  (await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, callId)))[0];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const user = await signedInUser(t, 'talker');
  const created = (await (await user.json('/api/agents', 'POST', { agentName: 'Sam' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  assistantId = created.agent.vapiAgentId;
  await user.json(`/api/agents/${created.agent.id}/sections/businessName`, 'PATCH', { businessName: 'Acme Dental' });
  await user.json(`/api/agents/${created.agent.id}/sections/yourPrices`, 'PATCH', {
    yourPrices: 'Cleaning $120. Whitening from $299.',
  });
  await user.json(`/api/agents/${created.agent.id}/sections/endOfCall`, 'PATCH', {
    endOfCall: 'Thanks for calling Acme Dental. Have a great day!',
  });
  // The owner keeps the suggested week: only hours the owner gave or kept are told to callers.
  await user.json(`/api/agents/${created.agent.id}/sections/yourHours`, 'PATCH', {
    yourHours: defaultHours(),
    timezone: 'America/New_York',
  });
});
afterAll(() => t.close());

describe('Vapi emulator conversations', () => {
  it('a web call answers from the compiled assistant and its end is recorded through our webhook', async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    expect(call.status).toBe(201);
    const started = await vapi<{ firstMessage: string }>(`/web-call/${call.body.id}/start`, {});
    expect(started.body.firstMessage).toBeTruthy();
    const answer = await vapi<{ reply: string }>(`/web-call/${call.body.id}/messages`, {
      text: 'What are your hours?',
    });
    expect(answer.body.reply).toBe(
      "We're open Monday to Friday, 9:00 AM to 5:00 PM, and closed on Saturday and Sunday.",
    );
    await vapi(`/web-call/${call.body.id}/end`, {});
    const record = await recordOf(call.body.id);
    expect(record?.status).toBe('ended');
    expect(record?.transcript).toContain('User: What are your hours?');
    // The summary came as the compiled assistant's structured output; no recording or cost is made up.
    expect(record?.summary).toContain('What are your hours?');
    expect([record?.recordingUrl, record?.cost]).toEqual([null, null]);
  });

  it('the chat API answers from the business facts, and a chat goes on with previousChatId', async () => {
    const first = await vapi<{ id: string; output: { role: string; content?: string }[] }>('/chat', {
      assistantId,
      input: 'How much is whitening?',
    });
    expect(first.status).toBe(201);
    expect(first.body.output).toEqual([{ role: 'assistant', content: 'Whitening from $299.' }]);
    const next = await vapi<{
      output: { role: string; content?: string; tool_calls?: { function: { name: string } }[] }[];
    }>('/chat', { assistantId, input: 'Thanks, bye.', previousChatId: first.body.id });
    expect(next.body.output[0]).toEqual({
      role: 'assistant',
      content: 'Thanks for calling Acme Dental. Have a great day!',
    });
    // Ending is the assistant's endCall, as the platform lists it.
    expect(next.body.output.at(-1)?.tool_calls?.[0]?.function.name).toBe('endCall');
    const unknown = await vapi<{ message: string }>('/chat', { assistantId, input: 'Hi', previousChatId: 'nope' });
    expect(unknown.status).toBe(400);
  });

  it('a chat with a transient assistant is checked against the platform schema first', async () => {
    const stored = await vapi<Record<string, unknown>>(`/assistant/${assistantId}`);
    const { id: _id, orgId: _org, createdAt: _c, updatedAt: _u, ...assistant } = stored.body;
    const chat = await vapi<{ output: { content?: string }[] }>('/chat', {
      assistant,
      input: 'How much is a cleaning?',
    });
    expect(chat.body.output[0]?.content).toBe('Cleaning $120.');
    const wrong = await vapi<{ message: string[] }>('/chat', {
      assistant: { ...assistant, maxDurationSeconds: 'long' },
      input: 'Hi',
    });
    expect(wrong.status).toBe(400);
    const both = await vapi<{ message: string }>('/chat', { assistant, assistantId, input: 'Hi' });
    expect(both.status).toBe(400);
  });

  it('the agent says goodbye and hangs up: the call ends as the assistant ended it, with its outcome', async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    await vapi(`/web-call/${call.body.id}/start`, {});
    const unknown = await vapi<{ reply: string }>(`/web-call/${call.body.id}/messages`, {
      text: 'Can I bring my dog?',
    });
    expect(unknown.body.reply).toBe(
      "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.",
    );
    const bye = await vapi<{ reply: string; ended?: { reason: string } }>(`/web-call/${call.body.id}/messages`, {
      text: "No, that's all. Bye!",
    });
    expect(bye.body).toMatchObject({
      reply: 'Thanks for calling Acme Dental. Have a great day!',
      ended: { reason: 'assistant-ended-call' },
    });
    const record = await recordOf(call.body.id);
    expect(record).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
    expect(record?.outcome).toMatchObject({
      outcome: 'question_unanswered',
      unansweredQuestions: ['Can I bring my dog?'],
    });
  });

  it('a simulated inbound call plays the script and reports it', async () => {
    const number = await vapi<{ id: string }>('/phone-number', {
      provider: 'telnyx',
      number: '+15125550177',
      credentialId: 'cred',
      assistantId,
    });
    const result = await vapi<{ callId: string; transcript: string }>('/_admin/simulate-call', {
      phoneNumberId: number.body.id,
      customerNumber: '+15125550123',
      script: [
        { caller: 'Hi, what are your opening hours?' },
        { tool: 'check_availability', arguments: { date: '2026-12-01' } },
      ],
    });
    expect(result.status).toBe(201);
    expect(result.body.transcript).toContain('User: Hi, what are your opening hours?');
    const record = await recordOf(result.body.callId);
    expect(record).toMatchObject({ customerNumber: '+15125550123', type: 'inboundPhoneCall', status: 'ended' });
  });

  it('never posts to a server URL other than the portal webhook, so it cannot relay requests inward', async () => {
    let reached = 0;
    const inner = createServer((_request, response) => {
      reached += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ secret: 'internal data' }));
    });
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(inner.address() as AddressInfo).port}/internal`;
      const assistant = await vapi<{ id: string }>('/assistant', { name: 'Relay', server: { url } });
      const number = await vapi<{ id: string }>('/phone-number', {
        provider: 'telnyx',
        number: '+15125550178',
        credentialId: 'cred',
        assistantId: assistant.body.id,
      });
      const result = await vapi<{ message: string[] | string }>('/_admin/simulate-call', {
        phoneNumberId: number.body.id,
        customerNumber: '+15125550123',
        script: [{ tool: 'anything', arguments: {} }],
      });
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body)).toContain("the portal's webhook only");
      expect(JSON.stringify(result.body)).not.toContain('internal data');
      expect(reached).toBe(0);
    } finally {
      inner.close();
    }
  });
});
