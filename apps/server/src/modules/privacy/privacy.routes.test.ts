import { randomUUID } from 'node:crypto';
import type { CallOutcome } from '@portal/shared/call-outcome';
import type { CallDetail } from '@portal/shared/calls';
import type { PrivacySettings } from '@portal/shared/privacy';
import type { SubscriptionView } from '@portal/shared/subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../auth/api-key-access.ts';
import { callRecords } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { VoicePlatformError } from '../../providers/voice/voice.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { upsertCallRecord } from '../calls/call-records.repo.ts';
import { updatePrivacySettings } from './privacy.service.ts';
import { sweepOwner } from './retention.service.ts';

// The app's clock, fixed: retention measures a call's age from it, never from the wall clock.
const NOW = new Date('2026-05-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

/** Calls the voice platform fails to delete (its vendor ids); every other delete succeeds. */
const failingAtPlatform = new Set<string>();
const deletedAtPlatform: string[] = [];

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;

const outcome: CallOutcome = { outcome: 'booked', unansweredQuestions: [], urgent: false, collected: [] };

async function seedCall(userId: string, at: Date, vapiCallId = randomUUID()) {
  const [row] = await t.db
    .insert(callRecords)
    .values({
      vapiCallId,
      userId,
      type: 'inboundPhoneCall',
      status: 'ended',
      customerNumber: '+15125550123',
      startedAt: at,
      endedAt: new Date(at.getTime() + 180_000),
      callDurationSeconds: 180,
      createdAt: at,
      transcript: 'AI: Bright Smile, how can I help?\nUser: I would like a cleaning.',
      messages: [{ role: 'user', message: 'I would like a cleaning.' }],
      summary: 'Booked a cleaning.',
      recordingUrl: 'https://storage.vapi.ai/recording.wav',
      cost: '0.1200',
      outcome,
    })
    .returning();
  return row!;
}
const rowOf = async (id: string) => (await t.db.select().from(callRecords).where(eq(callRecords.id, id)))[0]!;

const voice = { deleteCall: (id: string) => deleteAt(id) };
async function deleteAt(id: string) {
  if (failingAtPlatform.has(id)) throw new VoicePlatformError('Vapi DELETE /call: 503', 503);
  deletedAtPlatform.push(id);
}
const retention = () => ({ db: t.db, logger: createLogger('silent'), voice, now: () => NOW });

beforeAll(async () => {
  t = await createTestApp({
    now: () => NOW,
    providers: (providers) => ({
      ...providers,
      voice: { ...providers.voice, deleteCall: (id) => deleteAt(id) },
    }),
  });
  owner = await signedInUser(t, 'privacy');
  stranger = await signedInUser(t, 'privacy-stranger');
});
afterAll(() => t?.close());

describe('GET and PATCH /api/account/privacy', () => {
  it('keeps everything and masks nothing until the owner chooses', async () => {
    const response = await owner.request('/api/account/privacy');
    expect(response.status).toBe(200);
    expect(await readJson<PrivacySettings>(response)).toEqual({ retentionDays: null, redactSensitive: false });
  });

  it('saves what is sent and keeps the rest, for this owner only', async () => {
    const saved = await owner.json('/api/account/privacy', 'PATCH', { retentionDays: 30 });
    expect(saved.status).toBe(200);
    expect(await readJson<PrivacySettings>(saved)).toEqual({ retentionDays: 30, redactSensitive: false });
    const both = await owner.json('/api/account/privacy', 'PATCH', { redactSensitive: true });
    expect(await readJson<PrivacySettings>(both)).toEqual({ retentionDays: 30, redactSensitive: true });
    const read = await readJson<PrivacySettings>(await owner.request('/api/account/privacy'));
    expect(read).toEqual({ retentionDays: 30, redactSensitive: true });
    const theirs = await readJson<PrivacySettings>(await stranger.request('/api/account/privacy'));
    expect(theirs).toEqual({ retentionDays: null, redactSensitive: false });
    const forever = await owner.json('/api/account/privacy', 'PATCH', { retentionDays: null, redactSensitive: false });
    expect(await readJson<PrivacySettings>(forever)).toEqual({ retentionDays: null, redactSensitive: false });
  });

  it('refuses a retention that is not one of the choices, in the owner’s words', async () => {
    for (const body of [{ retentionDays: 31 }, { retentionDays: '30' }, {}, { retentionDays: 30, colour: 'blue' }]) {
      const response = await owner.json('/api/account/privacy', 'PATCH', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const wrong = await readJson<ErrorJson>(await owner.json('/api/account/privacy', 'PATCH', { retentionDays: 7 }));
    expect(wrong.error.message).toContain('Choose how long to keep recordings');
  });

  it("queues the owner's sweep when a limited retention is chosen, and only then", async () => {
    const queued: string[] = [];
    const deps = { db: t.db, sweepSoon: async (userId: string) => void queued.push(userId) };
    await updatePrivacySettings(deps, stranger.id, { redactSensitive: true });
    await updatePrivacySettings(deps, stranger.id, { retentionDays: null });
    expect(queued).toEqual([]);
    await updatePrivacySettings(deps, stranger.id, { retentionDays: 30 });
    expect(queued).toEqual([stranger.id]);
    await updatePrivacySettings(deps, stranger.id, { retentionDays: null, redactSensitive: false });
  });

  it('is not reached with an API key, read-only or not: it is an account setting', async () => {
    for (const scope of ['read', 'read_write'] as const) {
      const { key } = await issueApiKey(t.auth, { userId: owner.id, name: `Script ${scope}`, scope });
      const headers = { authorization: `Bearer ${key}` };
      expect((await t.request('/api/account/privacy', { headers })).status).toBe(403);
    }
  });
});

describe('DELETE /api/calls/{id}', () => {
  it('deletes the recording and transcript here and at the platform; the call still counts', async () => {
    const call = await seedCall(owner.id, daysAgo(1));
    const usageBefore = await readJson<SubscriptionView>(await owner.request('/api/subscription/detail'));

    const response = await owner.request(`/api/calls/${call.id}`, { method: 'DELETE' });
    expect(response.status, await response.clone().text()).toBe(200);
    const detail = await readJson<CallDetail>(response);
    expect(detail).toMatchObject({
      transcript: null,
      recordingUrl: null,
      summary: null,
      outcomeKind: 'booked',
      durationSeconds: 180,
      cost: 0.12,
      artifactsDeletedAt: NOW.toISOString(),
    });
    expect(deletedAtPlatform).toContain(call.vapiCallId);
    const row = await rowOf(call.id);
    expect(row).toMatchObject({ transcript: null, messages: null, summary: null, recordingUrl: null, outcome });

    const usageAfter = await readJson<SubscriptionView>(await owner.request('/api/subscription/detail'));
    expect(usageAfter.minutesUsed).toBe(usageBefore.minutesUsed);
    expect(usageAfter.callsMade).toBe(usageBefore.callsMade);
    const listed = await (await owner.request(`/api/calls/${call.id}`)).json();
    expect(listed).toMatchObject({ artifactsDeletedAt: NOW.toISOString() });
    // A second delete changes nothing.
    expect((await owner.request(`/api/calls/${call.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('stays without its conversation when the platform sends the end-of-call report again', async () => {
    const call = await seedCall(owner.id, daysAgo(1));
    expect((await owner.request(`/api/calls/${call.id}`, { method: 'DELETE' })).status).toBe(200);
    await upsertCallRecord(t.db, {
      vapiCallId: call.vapiCallId,
      userId: owner.id,
      transcript: 'AI: Bright Smile, how can I help?\nUser: My card is 4242 4242 4242 4242.',
      messages: [{ role: 'user', message: 'My card is 4242 4242 4242 4242.' }],
      summary: 'Booked a cleaning.',
      recordingUrl: 'https://storage.vapi.ai/recording.wav',
      cost: '0.1300',
    });
    expect(await rowOf(call.id)).toMatchObject({
      transcript: null,
      messages: null,
      summary: null,
      recordingUrl: null,
      cost: '0.1300',
      outcome,
    });
  });

  it('refuses a read-only API key', async () => {
    const call = await seedCall(owner.id, daysAgo(2));
    const { key } = await issueApiKey(t.auth, { userId: owner.id, name: 'Reader', scope: 'read' });
    const headers = { authorization: `Bearer ${key}` };
    expect((await t.request(`/api/calls/${call.id}`, { method: 'DELETE', headers })).status).toBe(403);
    expect((await t.request(`/api/calls/${call.id}`, { headers })).status).toBe(200);
    expect((await rowOf(call.id)).transcript).not.toBeNull();
  });

  it("answers 404 for another owner's call and leaves it whole", async () => {
    const call = await seedCall(owner.id, daysAgo(2));
    const response = await stranger.request(`/api/calls/${call.id}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await owner.request(`/api/calls/not-an-id`, { method: 'DELETE' })).status).toBe(404);
    expect((await rowOf(call.id)).transcript).not.toBeNull();
  });

  it('keeps everything when the platform cannot delete, and says so', async () => {
    const call = await seedCall(owner.id, daysAgo(3));
    failingAtPlatform.add(call.vapiCallId);
    const response = await owner.request(`/api/calls/${call.id}`, { method: 'DELETE' });
    expect(response.status).toBe(502);
    expect((await readJson<ErrorJson>(response)).error.message).toContain('nothing was deleted');
    expect(await rowOf(call.id)).toMatchObject({ artifactsDeletedAt: null, recordingUrl: expect.any(String) });
    failingAtPlatform.delete(call.vapiCallId);
  });
});

describe('retention', () => {
  it('deletes only calls older than the retention, in batches, and leaves a platform failure for the next run', async () => {
    const keeper = await signedInUser(t, 'retention');
    await keeper.json('/api/account/privacy', 'PATCH', { retentionDays: 30 });
    const old = await seedCall(keeper.id, daysAgo(31));
    const failing = await seedCall(keeper.id, daysAgo(45));
    const recent = await seedCall(keeper.id, daysAgo(29));
    // Many old calls at one instant: batches must neither lose nor repeat any.
    const many = await Promise.all(Array.from({ length: 230 }, () => seedCall(keeper.id, daysAgo(40))));
    const othersOld = await seedCall(stranger.id, daysAgo(400));
    failingAtPlatform.add(failing.vapiCallId);

    const first = await sweepOwner(retention(), keeper.id);
    expect(first).toEqual({ deleted: 231, failed: 1 });
    expect((await rowOf(old.id)).artifactsDeletedAt).toEqual(NOW);
    for (const call of many) expect((await rowOf(call.id)).transcript).toBeNull();
    expect((await rowOf(recent.id)).transcript).not.toBeNull();
    expect((await rowOf(failing.id)).artifactsDeletedAt).toBeNull();
    expect((await rowOf(othersOld.id)).transcript).not.toBeNull();

    failingAtPlatform.delete(failing.vapiCallId);
    expect(await sweepOwner(retention(), keeper.id)).toEqual({ deleted: 1, failed: 0 });
    expect(await sweepOwner(retention(), keeper.id)).toEqual({ deleted: 0, failed: 0 });
    expect(await sweepOwner(retention(), stranger.id)).toEqual({ deleted: 0, failed: 0 });
  });
});
