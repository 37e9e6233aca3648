import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import type { Analytics } from '@portal/shared/analytics';
import type { CallDetail } from '@portal/shared/calls';
import type { SubscriptionView } from '@portal/shared/subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../db/job-queue.ts';
import { callRecords } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { OWNER_RETENTION_JOB, privacyJobs, RETENTION_SWEEP_JOB } from '../../modules/privacy/privacy.jobs.ts';
import { phoneApi } from '../../modules/phone-numbers/testing.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Retention end to end on the emulated voice platform: two calls placed through it, one 31 days
 * old and one 29, with the owner keeping recordings 30 days. The daily job queues the owner's
 * sweep; the sweep deletes the old call at the platform (its call and recording are then not found
 * there) and its recording and transcript here, while its outcome, length and cost still count in
 * analytics and usage.
 */

const NOW = new Date('2030-03-12T17:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: SignedInUser;
let agentId: string;

async function ring(callerNumber: string) {
  const response = await owner.json(`/api/agents/${agentId}/simulated-calls`, 'POST', {
    callerLines: ['Hi, are you open on Saturday?', 'Thanks, bye!'],
    callerNumber,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<SimulatedCall>(response)).callId;
}

/** Makes a call as old as a call placed `days` ago (the emulator places calls now). */
async function age(id: string, days: number) {
  const at = new Date(NOW.getTime() - days * DAY);
  await t.db
    .update(callRecords)
    .set({ startedAt: at, createdAt: at, endedAt: new Date(at.getTime() + 60_000) })
    .where(eq(callRecords.id, id));
  return (await t.db.select().from(callRecords).where(eq(callRecords.id, id)))[0]!;
}

/** GET /call/{id} at the emulated platform, as the portal's own key asks it. */
const atPlatform = async (vapiCallId: string, suffix = '') =>
  (
    await fetch(`${t.baseUrl}/sandbox/vapi/call/${vapiCallId}${suffix}`, {
      headers: { authorization: `Bearer ${t.config.vapi.apiKey ?? 'sandbox'}` },
    })
  ).status;

const figures = async () => ({
  analytics: (await readJson<Analytics>(await owner.request('/api/analytics?period=90'))).totals,
  usage: (await readJson<SubscriptionView>(await owner.request('/api/subscription/detail'))).minutesUsed,
});

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => NOW });
  const phones = phoneApi(t);
  owner = await signedInUser(t, 'retention');
  await phones.setPlan(owner, 'Premium Plan');
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
  const bought = await phones.buy(owner, await phones.available(owner, '512'));
  expect((await phones.assign(owner, bought.body.phoneNumber.id, agentId)).status).toBe(200);
});
afterAll(() => t?.close());

describe('retention on the emulated voice platform', () => {
  it('deletes a 31-day-old call there and here; its outcome still counts; a 29-day-old call stays', async () => {
    const old = await age(await ring('+15125550177'), 31);
    const recent = await age(await ring('+15125550178'), 29);
    expect(old.transcript).toBeTruthy();
    expect(await atPlatform(old.vapiCallId)).toBe(200);
    const before = await figures();

    expect((await owner.json('/api/account/privacy', 'PATCH', { retentionDays: 30 })).status).toBe(200);
    // The jobs as the server runs them; the queue is stood in for by a list of what was queued.
    const queued: { name: string; data: object }[] = [];
    const jobs = privacyJobs({
      db: t.db,
      logger: createLogger('silent'),
      voice: createProviders(t.config).voice,
      now: () => NOW,
      jobs: { send: async (name, data) => void queued.push({ name, data }) },
    });
    const job = (name: string) => jobs.find((definition) => definition.name === name) as JobDefinition<object>;
    await job(RETENTION_SWEEP_JOB).handler({});
    expect(queued).toContainEqual({ name: OWNER_RETENTION_JOB, data: { userId: owner.id } });
    await job(OWNER_RETENTION_JOB).handler({ userId: owner.id });

    expect(await atPlatform(old.vapiCallId)).toBe(404);
    expect(await atPlatform(old.vapiCallId, '/mono-recording')).toBe(404);
    expect(await atPlatform(recent.vapiCallId)).toBe(200);
    // Deleting a call the platform no longer has is done, not a failure (its 404).
    await expect(createProviders(t.config).voice.deleteCall(old.vapiCallId)).resolves.toBeUndefined();

    const oldNow = await readJson<CallDetail>(await owner.request(`/api/calls/${old.id}`));
    expect(oldNow).toMatchObject({
      transcript: null,
      recordingUrl: null,
      summary: null,
      artifactsDeletedAt: NOW.toISOString(),
      outcomeKind: old.outcome?.outcome ?? null,
      durationSeconds: old.callDurationSeconds,
    });
    const recentNow = await readJson<CallDetail>(await owner.request(`/api/calls/${recent.id}`));
    expect(recentNow.transcript).toBe(recent.transcript);
    expect(recentNow.artifactsDeletedAt).toBeNull();
    expect(await figures()).toEqual(before);
  });
});
