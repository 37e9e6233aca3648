import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/signed-in-user.ts';

let t: TestApp;
let userId: string;
let agentId: string;
let assistantId: string;

const post = (body: unknown, secret: string | null = t.config.vapi.webhookSecret) =>
  t.request('/api/webhooks/vapi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-vapi-secret': secret } : {}) },
    body: JSON.stringify(body),
  });

const report = (callId: string, overrides: Record<string, unknown> = {}) => ({
  message: {
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    startedAt: '2026-05-01T15:00:02.120Z',
    endedAt: '2026-05-01T15:03:10.455Z',
    cost: 0.1234,
    call: { id: callId, type: 'inboundPhoneCall', assistantId, customer: { number: '+15125550123' } },
    artifact: { transcript: 'AI: Hello\nUser: Hi', recordingUrl: 'https://storage.example/rec.wav', messages: [] },
    analysis: { summary: 'Caller asked about hours.' },
    ...overrides,
  },
});

const recordsOf = (callId: string) => t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, callId));

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const user = await signedInUser(t, 'calls');
  userId = user.id;
  const created = (await (await user.json('/api/agents', 'POST', { agentName: 'Caller' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  agentId = created.agent.id;
  assistantId = created.agent.vapiAgentId;
});
afterAll(() => t.close());

describe('POST /api/webhooks/vapi', () => {
  it('refuses a missing or wrong secret and stores nothing', async () => {
    expect((await post(report('call-unsigned'), null)).status).toBe(401);
    expect((await post(report('call-wrong'), 'not-the-secret')).status).toBe(401);
    expect(await recordsOf('call-unsigned')).toHaveLength(0);
    expect(await recordsOf('call-wrong')).toHaveLength(0);
  });

  it('stores an end-of-call report with duration, reason, summary, transcript, recording, cost and owner', async () => {
    expect((await post(report('call-1'))).status).toBe(200);
    const [row] = await recordsOf('call-1');
    expect(row).toMatchObject({
      userId,
      agentId,
      callDurationSeconds: 188,
      endedReason: 'customer-ended-call',
      summary: 'Caller asked about hours.',
      transcript: 'AI: Hello\nUser: Hi',
      recordingUrl: 'https://storage.example/rec.wav',
      customerNumber: '+15125550123',
      status: 'ended',
    });
    expect(Number(row!.cost)).toBeCloseTo(0.1234);
  });

  it('is idempotent by call id', async () => {
    await post(report('call-2'));
    await post(report('call-2'));
    expect(await recordsOf('call-2')).toHaveLength(1);
  });

  it('keeps the status of status-update messages, and an ended call stays ended', async () => {
    await post({ message: { type: 'status-update', status: 'in-progress', call: { id: 'call-3', assistantId } } });
    expect((await recordsOf('call-3'))[0]!.status).toBe('in-progress');
    await post(report('call-3'));
    await post({ message: { type: 'status-update', status: 'in-progress', call: { id: 'call-3', assistantId } } });
    const [row] = await recordsOf('call-3');
    expect([row!.status, row!.summary]).toEqual(['ended', 'Caller asked about hours.']);
  });

  it('reads the legacy top-level fields when artifact and analysis are absent', async () => {
    await post(
      report('call-4', {
        artifact: undefined,
        analysis: undefined,
        transcript: 'AI: Old format',
        summary: 'Legacy summary',
      }),
    );
    const [row] = await recordsOf('call-4');
    expect([row!.transcript, row!.summary]).toEqual(['AI: Old format', 'Legacy summary']);
  });

  it('ignores calls of assistants that are not ours', async () => {
    const response = await post(report('call-5', { call: { id: 'call-5', assistantId: 'someone-elses' } }));
    expect(response.status).toBe(200);
    expect(await recordsOf('call-5')).toHaveLength(0);
  });

  it('answers tool calls, with an error result for an unknown tool', async () => {
    const response = await post({
      message: {
        type: 'tool-calls',
        call: { id: 'call-6', assistantId },
        toolCallList: [{ id: 'tc1', type: 'function', function: { name: 'launch_rocket', arguments: '{}' } }],
      },
    });
    expect(await response.json()).toEqual({
      results: [{ name: 'launch_rocket', toolCallId: 'tc1', error: 'The tool "launch_rocket" is not available.' }],
    });
  });

  it('answers 400 to a malformed message, never 500', async () => {
    expect((await post({ nope: true })).status).toBe(400);
    expect((await post({ message: { type: 'end-of-call-report' } })).status).toBe(400);
  });
});

describe('GET /api/calls', () => {
  it("lists only the caller's calls, newest first, filtered by agent, with details", async () => {
    const owner = await signedInUser(t, 'history');
    const other = await signedInUser(t, 'other');
    const created = (await (await owner.json('/api/agents', 'POST', { agentName: 'Historian' })).json()) as {
      agent: { id: string; vapiAgentId: string };
    };
    const mine = created.agent.vapiAgentId;
    await post(report('hist-1', { call: { id: 'hist-1', assistantId: mine } }));
    await post(report('hist-2', { call: { id: 'hist-2', assistantId: mine }, analysis: { summary: 'Second call' } }));
    const list = (await (await owner.request(`/api/calls?agentId=${created.agent.id}`)).json()) as {
      calls: { id: string; summary: string; agentName: string; durationSeconds: number }[];
    };
    expect(list.calls.map((call) => call.summary)).toEqual(['Second call', 'Caller asked about hours.']);
    // The agent's zone comes with each call: the page shows its times as the business lived them.
    expect(list.calls[0]).toMatchObject({
      agentName: 'Historian',
      agentTimezone: 'America/New_York',
      durationSeconds: 188,
    });
    const detail = (await (await owner.request(`/api/calls/${list.calls[0]!.id}`)).json()) as {
      transcript: string;
      recordingUrl: string;
      agentTimezone: string;
    };
    expect(detail.transcript).toBe('AI: Hello\nUser: Hi');
    expect(detail.agentTimezone).toBe('America/New_York');
    expect(((await (await other.request('/api/calls')).json()) as { calls: unknown[] }).calls).toHaveLength(0);
    expect((await other.request(`/api/calls/${list.calls[0]!.id}`)).status).toBe(404);
  });

  it('pages with the cursor in any RFC 3339 form: Z or the same instant at an offset', async () => {
    const owner = await signedInUser(t, 'paging');
    const created = (await (await owner.json('/api/agents', 'POST', { agentName: 'Pager' })).json()) as {
      agent: { vapiAgentId: string };
    };
    for (const id of ['page-1', 'page-2', 'page-3']) {
      await post(report(id, { call: { id, assistantId: created.agent.vapiAgentId } }));
    }
    type Page = { calls: { id: string }[]; nextCursor: string | null };
    const page = async (query: string) => (await (await owner.request(`/api/calls?limit=1${query}`)).json()) as Page;
    const first = await page('');
    // The cursor is the last call's creation time, then '|' and its id (for calls of one instant).
    const [time, lastId] = first.nextCursor!.split('|');
    expect(lastId).toBe(first.calls[0]!.id);
    const cursor = DateTime.fromISO(time!, { zone: 'utc' });
    const at = (instant: DateTime) => `&cursor=${encodeURIComponent(`${instant.toISO()!}|${lastId}`)}`;
    const withZ = await page(at(cursor));
    const withOffset = await page(at(cursor.setZone('UTC+2')));
    const westward = await page(at(cursor.setZone('UTC-5:30')));
    expect(withZ.calls).toHaveLength(1);
    expect(withZ.calls[0]!.id).not.toBe(first.calls[0]!.id);
    expect([withOffset.calls, westward.calls]).toEqual([withZ.calls, withZ.calls]);
  });

  it("never lets one owner's assistant rewrite another owner's call, whatever call id it sends", async () => {
    expect((await post(report('call-of-a'))).status).toBe(200);
    const other = await signedInUser(t, 'intruder');
    const intruder = (await (await other.json('/api/agents', 'POST', { agentName: 'Intruder' })).json()) as {
      agent: { vapiAgentId: string };
    };
    const forged = report('call-of-a', {
      call: { id: 'call-of-a', type: 'inboundPhoneCall', assistantId: intruder.agent.vapiAgentId },
      analysis: { summary: 'Rewritten by someone else.' },
      artifact: { transcript: 'AI: forged', messages: [] },
    });
    expect((await post(forged)).status).toBe(200);
    const [row] = await recordsOf('call-of-a');
    expect(row).toMatchObject({ userId, agentId, summary: 'Caller asked about hours.' });
    expect(row?.transcript).toBe('AI: Hello\nUser: Hi');
  });
});
