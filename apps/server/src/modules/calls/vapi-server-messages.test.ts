import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, phoneNumbers } from '../../db/schema/index.ts';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callRecordOf } from '../../testing/sandbox-calls.ts';
import { NUMBER_NOT_ANSWERING, TRANSFER_UNAVAILABLE } from './call-routing.service.ts';
import {
  assistantRequest,
  endOfCallReport,
  statusUpdate,
  TOOL_CALL_SHAPES,
  toolCalls,
  transferDestinationRequest,
  vapiCall,
} from './vapi-fixtures.testing.ts';
import { destination } from '@portal/shared/testing/destinations';

let t: TestApp;
let user: SignedInUser;
let agent: { id: string; vapiAgentId: string };

/** Every message a test sends is first held to Vapi's own schema, so the tests speak real Vapi. */
async function post(body: { message: Record<string, unknown> }, departsAt: string | null = null) {
  const errors = vapiSchemaErrors('ServerMessage', body);
  if (departsAt === null) expect(errors).toEqual([]);
  else expect(errors.length > 0 && errors.every((error) => error.includes(departsAt.split('/')[0]!))).toBe(true);
  const response = await t.request('/api/webhooks/vapi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const recordOf = (callId: string) => callRecordOf(t, callId);

async function ourNumber(number: string, assignedAgentId: string | null) {
  const vapiPhoneNumberId = crypto.randomUUID();
  const [row] = await t.db
    .insert(phoneNumbers)
    .values({ userId: user.id, phoneNumber: number, vapiPhoneNumberId, assignedAgentId, status: 'active' })
    .returning();
  return { id: row!.id, vapiPhoneNumberId };
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  user = await signedInUser(t, 'vapi-messages');
  const created = (await (await user.json('/api/agents', 'POST', { agentName: 'Front Desk' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  agent = created.agent;
  await t.db
    .update(agents)
    .set({
      callForwardingActive: true,
      transferDestinations: [destination({ number: '+15125550100', ringWhen: 'always' })],
    })
    .where(eq(agents.id, agent.id));
});
afterAll(() => t.close());

describe('end-of-call reports as Vapi sends them now', () => {
  it('keeps the current recording and the summary structured output', async () => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    await post(
      endOfCallReport(call, {
        transcript: 'AI: Hello\nUser: I would like a cleaning.',
        messages: [],
        recording: {
          stereoUrl: 'https://storage.vapi.ai/call-stereo.wav',
          mono: { combinedUrl: 'https://storage.vapi.ai/call-mono.mp3' },
        },
        recordingUrl: 'https://storage.vapi.ai/deprecated.wav',
        structuredOutputs: {
          '5b0c7e52-8f3a-4a0e-9f0f-3f2d1c0b9a87': { name: 'Call summary', result: 'Caller booked a cleaning.' },
          '7d2e9f14-1a2b-4c3d-8e9f-0a1b2c3d4e5f': { name: 'Something else', result: 'Not the summary.' },
        },
      }),
    );
    expect(await recordOf(call.id)).toMatchObject({
      recordingUrl: 'https://storage.vapi.ai/call-mono.mp3',
      summary: 'Caller booked a cleaning.',
      callDurationSeconds: 188,
      status: 'ended',
    });
  });

  it('falls back to the stereo recording, then to the deprecated fields and the analysis summary', async () => {
    const stereo = vapiCall({ assistantId: agent.vapiAgentId });
    await post(endOfCallReport(stereo, { recording: { stereoUrl: 'https://storage.vapi.ai/only-stereo.wav' } }));
    expect((await recordOf(stereo.id))?.recordingUrl).toBe('https://storage.vapi.ai/only-stereo.wav');

    const older = vapiCall({ assistantId: agent.vapiAgentId });
    await post(
      endOfCallReport(older, { recordingUrl: 'https://storage.vapi.ai/older.wav' }, { summary: 'An older summary.' }),
    );
    expect(await recordOf(older.id)).toMatchObject({
      recordingUrl: 'https://storage.vapi.ai/older.wav',
      summary: 'An older summary.',
    });
  });
});

describe('the call outcome structured output', () => {
  const outcome = {
    outcome: 'question_unanswered',
    unansweredQuestions: ['Do you take Medicaid?'],
    urgent: false,
    callerName: 'Ann Lee',
    collected: [],
  };

  it('is kept when it has the shape the assistant asked for', async () => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    await post(
      endOfCallReport(call, {
        structuredOutputs: { '1c9e2d7a-0b1f-4e55-9a57-6c7d8e9f0a1b': { name: 'Call outcome', result: outcome } },
      }),
    );
    expect((await recordOf(call.id))?.outcome).toEqual(outcome);
  });

  it("is dropped when the model's answer does not fit, and the rest of the report is still kept", async () => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    await post(
      endOfCallReport(call, {
        transcript: 'AI: Hello\nUser: Hi, a quick question.',
        structuredOutputs: {
          '2d0f3e8b-1c2a-4f66-8b68-7d8e9f0a1b2c': { name: 'Call outcome', result: { outcome: 'sang a song' } },
        },
      }),
    );
    // A conversation took place, and nothing the portal recorded says what came of it: no outcome.
    expect(await recordOf(call.id)).toMatchObject({
      outcome: null,
      transcript: 'AI: Hello\nUser: Hi, a quick question.',
      status: 'ended',
    });
  });
});

describe('tool calls in each shape Vapi has documented', () => {
  const booking = {
    name: 'book_appointment',
    arguments: {
      full_name: 'Ana Ruiz',
      phone_number: '+15125550123',
      email: 'ana@example.com',
      reason: 'A cleaning',
      start: 'soon',
    },
  };

  it.each(Object.entries(TOOL_CALL_SHAPES))('reads the name and the arguments: %s', async (_shape, { departsAt }) => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    const id = `call_${crypto.randomUUID()}`;
    const answer = await post(toolCalls(call, _shape, { id, ...booking }), departsAt);
    // The arguments arrived: the name, phone, e-mail and reason were read, so only the time is asked for.
    expect(answer).toEqual({
      results: [{ name: 'book_appointment', toolCallId: id, result: 'I need the date and time of the appointment.' }],
    });
  });
});

describe('assistant-request: a call to a number whose assistant the platform does not have', () => {
  it('answers with the assistant of the agent the number is assigned to, and records the call', async () => {
    const number = await ourNumber('+15125550141', agent.id);
    // A caller the owner has never heard from: the assistant answers as compiled.
    const call = vapiCall({ phoneNumberId: number.vapiPhoneNumberId, customerNumber: '+15125550177' });
    expect(await post(assistantRequest(call, '+15125550141'))).toEqual({ assistantId: agent.vapiAgentId });
    expect(await recordOf(call.id)).toMatchObject({ userId: user.id, agentId: agent.id, phoneNumberId: number.id });
  });

  it('answers a number without an agent with a sentence the caller hears, and the call shows in history', async () => {
    const number = await ourNumber('+15125550142', null);
    const call = vapiCall({ phoneNumberId: number.vapiPhoneNumberId, customerNumber: '+15125550999' });
    expect(await post(assistantRequest(call, '+15125550142'))).toEqual({ error: NUMBER_NOT_ANSWERING });
    expect(await recordOf(call.id)).toMatchObject({
      userId: user.id,
      agentId: null,
      phoneNumberId: number.id,
      customerNumber: '+15125550999',
      status: 'ended',
      endedReason: 'no-agent-assigned',
    });
    // The platform's own end of that call lands on the same record.
    await post(statusUpdate({ ...call, status: 'ended' }, 'ended'));
    const calls = (await (await user.request('/api/calls')).json()) as { calls: { customerNumber: string }[] };
    expect(calls.calls.filter((row) => row.customerNumber === '+15125550999')).toHaveLength(1);
  });

  it('answers a number that is not ours with the same sentence and records nothing', async () => {
    const call = vapiCall({ phoneNumberId: crypto.randomUUID() });
    expect(await post(assistantRequest(call, '+15125550143'))).toEqual({ error: NUMBER_NOT_ANSWERING });
    expect(await recordOf(call.id)).toBeUndefined();
  });
});

describe('transfer-destination-request', () => {
  it("answers with the agent's forwarding number", async () => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    expect(await post(transferDestinationRequest(call))).toEqual({
      destination: { type: 'number', number: '+15125550100', message: 'Please hold while I transfer your call.' },
    });
  });

  it('answers an assistant that is not ours with an error the caller hears', async () => {
    const call = vapiCall({ assistantId: crypto.randomUUID() });
    expect(await post(transferDestinationRequest(call))).toEqual({ error: TRANSFER_UNAVAILABLE });
  });
});

describe('playing a recording', () => {
  it('is served through the portal, asking the platform for a fresh address each time', async () => {
    const call = vapiCall({ assistantId: agent.vapiAgentId });
    await post(endOfCallReport(call, { recording: { mono: { combinedUrl: 'https://storage.vapi.ai/private.mp3' } } }));
    const { calls } = (await (await user.request('/api/calls')).json()) as { calls: { id: string }[] };
    const id = calls[0]!.id;
    const detail = (await (await user.request(`/api/calls/${id}`)).json()) as { recordingUrl: string };
    // The platform's own address is private: the page plays the portal's instead.
    expect(detail.recordingUrl).toBe(`/api/calls/${id}/recording`);

    const asked: string[] = [];
    const voice = {
      async openRecording(callId: string) {
        asked.push(callId);
        return { redirectTo: `https://storage.example/${callId}.mp3?signature=fresh` };
      },
    };
    const { openCallRecording } = await import('./calls.service.ts');
    expect(await openCallRecording({ db: t.db, voice }, user.id, id)).toEqual({
      redirectTo: `https://storage.example/${call.id}.mp3?signature=fresh`,
    });
    expect(asked).toEqual([call.id]);

    // Another owner cannot reach it, and a call without a recording has none to play.
    const other = await signedInUser(t, 'not-the-owner');
    expect((await other.request(`/api/calls/${id}/recording`)).status).toBe(404);
    const silent = vapiCall({ assistantId: agent.vapiAgentId });
    await post(endOfCallReport(silent, { transcript: 'AI: Hello' }));
    const silentRow = await recordOf(silent.id);
    const response = await user.request(`/api/calls/${silentRow!.id}/recording`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This call has no recording.' } });
  });
});

describe('a call to a bought number that has no agent, through the Vapi emulator', () => {
  it("is refused with a spoken sentence and shows in the owner's history as reaching no agent", async () => {
    const { phoneApi } = await import('../phone-numbers/testing.ts');
    const api = phoneApi(t);
    const owner = await signedInUser(t, 'number-owner');
    const wanted = await api.available(owner, '512');
    expect((await api.buy(owner, wanted)).status).toBe(201);
    const [row] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.phoneNumber, wanted));
    const simulated = await fetch(`${t.baseUrl}/sandbox/vapi/_admin/simulate-call`, {
      method: 'POST',
      headers: { authorization: 'Bearer test', 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId: row!.vapiPhoneNumberId,
        customerNumber: '+15125550777',
        script: [{ caller: 'Hello?' }],
      }),
    });
    expect(simulated.status, await simulated.clone().text()).toBe(201);
    expect(((await simulated.json()) as { transcript: string }).transcript).toBe(`AI: ${NUMBER_NOT_ANSWERING}`);
    const { calls } = (await (await owner.request('/api/calls')).json()) as {
      calls: { agentId: string | null; customerNumber: string; endedReason: string; status: string }[];
    };
    expect(calls).toEqual([
      expect.objectContaining({
        agentId: null,
        customerNumber: '+15125550777',
        status: 'ended',
        endedReason: 'assistant-request-returned-error',
      }),
    ]);
  });
});
