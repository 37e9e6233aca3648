import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedReasonLabel } from '@portal/shared/calls';
import { callRecords } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createVapiVoicePlatform } from '../../providers/voice/vapi.ts';
import type { VoiceCall, VoicePlatform } from '../../providers/voice/voice.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callRecordOf, sandboxVapiPost } from '../../testing/sandbox-calls.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { closeStaleCalls, type StaleCallsDeps } from './stale-calls.service.ts';

// The clock the app, its Vapi emulator and the job read; each test only moves it forward.
let clock = Date.parse('2030-03-04T15:00:00.000Z');
const now = () => new Date(clock);
const advance = (seconds: number) => (clock += seconds * 1000);

let t: TestApp;
let owner: SignedInUser;
let agentId: string;
let assistantId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true, now });
  owner = await signedInUser(t, 'stale-calls');
  const created = (await (await owner.json('/api/agents', 'POST', { agentName: 'Night Owl' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  agentId = created.agent.id;
  assistantId = created.agent.vapiAgentId;
});
afterAll(() => t.close());

const logger = createLogger('silent');
const emulated = () =>
  ({
    db: t.db,
    logger,
    now,
    voice: createVapiVoicePlatform({ apiKey: 'sandbox-key', baseUrl: `${t.baseUrl}/sandbox/vapi` }),
  }) satisfies StaleCallsDeps;

/** What the browser does on the sandbox's Vapi: make a web call, join it, maybe leave it. */
const vapi = <T>(path: string, body: unknown = {}) => sandboxVapiPost<T>(t, path, body);

const recordOf = (vapiCallId: string) => callRecordOf(t, vapiCallId);

/** The call as its owner's call page reads it. */
async function callPage(vapiCallId: string) {
  const record = await recordOf(vapiCallId);
  const response = await owner.request(`/api/calls/${record!.id}`);
  return (await response.json()) as { status: string; endedReason: string; durationSeconds: number | null };
}

describe('calls whose end never came', () => {
  it("a test call left in progress (a reload) is closed after its assistant's maximum, as the platform ended it", async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    await vapi(`/web-call/${call.id}/start`, {});
    await expect.poll(async () => (await recordOf(call.id))?.status).toBe('in-progress');

    // The agents' assistants last 15 minutes at most; the end report gets a minute more to arrive.
    advance(15 * 60 + 59);
    await closeStaleCalls(emulated());
    expect((await callPage(call.id)).status).toBe('in-progress');

    advance(2);
    await closeStaleCalls(emulated());
    expect(await callPage(call.id)).toMatchObject({
      status: 'ended',
      endedReason: 'exceeded-max-duration',
      durationSeconds: 15 * 60,
    });
    expect(endedReasonLabel('exceeded-max-duration')).toBe('Reached the maximum length');
  });

  it("a call the platform knows nothing of is closed, after the platform's default maximum, as ended without a report", async () => {
    const vapiCallId = randomUUID();
    await t.db.insert(callRecords).values({
      vapiCallId,
      userId: owner.id,
      agentId: null,
      type: 'inboundPhoneCall',
      status: 'in-progress',
      startedAt: now(),
    });
    advance(10 * 60 + 59);
    await closeStaleCalls(emulated());
    expect((await callPage(vapiCallId)).status).toBe('in-progress');

    advance(2);
    await closeStaleCalls(emulated());
    const closed = await callPage(vapiCallId);
    expect(closed).toMatchObject({ status: 'ended', endedReason: 'no-end-report', durationSeconds: null });
    expect(endedReasonLabel(closed.endedReason)).toBe('Ended (no report from the voice platform)');
  });

  it("reads the assistant's own maximum, and takes the platform's reason, times and cost for a lost report", async () => {
    const vapiCallId = randomUUID();
    const startedAt = now();
    await t.db
      .insert(callRecords)
      .values({ vapiCallId, userId: owner.id, agentId, type: 'inboundPhoneCall', status: 'in-progress', startedAt });
    const asked: string[] = [];
    const voice: Pick<VoicePlatform, 'getCall' | 'getAssistant'> = {
      getAssistant: async (id) => {
        asked.push(`assistant ${id}`);
        return { maxDurationSeconds: 1800 } as Awaited<ReturnType<VoicePlatform['getAssistant']>>;
      },
      getCall: async (id): Promise<VoiceCall> => {
        asked.push(`call ${id}`);
        return {
          id,
          type: 'inboundPhoneCall',
          status: 'ended',
          assistantId,
          endedReason: 'silence-timed-out',
          startedAt: startedAt.toISOString(),
          endedAt: new Date(startedAt.getTime() + 95_000).toISOString(),
          cost: 0.0712,
        };
      },
    };
    advance(30 * 60);
    await closeStaleCalls({ db: t.db, logger, now, voice });
    expect(asked).toEqual([`assistant ${assistantId}`]);
    expect((await recordOf(vapiCallId))?.status).toBe('in-progress');

    advance(61);
    await closeStaleCalls({ db: t.db, logger, now, voice });
    expect(asked).toContain(`call ${vapiCallId}`);
    expect(await recordOf(vapiCallId)).toMatchObject({
      status: 'ended',
      endedReason: 'silence-timed-out',
      callDurationSeconds: 95,
      cost: '0.0712',
    });
  });

  it('leaves a call whose end report came as that report made it', async () => {
    const vapiCallId = randomUUID();
    await t.db.insert(callRecords).values({
      vapiCallId,
      userId: owner.id,
      agentId,
      status: 'ended',
      endedReason: 'customer-ended-call',
      startedAt: now(),
      callDurationSeconds: 42,
    });
    advance(24 * 3600);
    await closeStaleCalls(emulated());
    expect(await recordOf(vapiCallId)).toMatchObject({ endedReason: 'customer-ended-call', callDurationSeconds: 42 });
  });
});
