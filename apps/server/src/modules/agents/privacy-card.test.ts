import { eq } from 'drizzle-orm';
import type { Agent } from '@portal/shared/agents/agent';
import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import type { AgentDraft } from '@portal/shared/agents/versions';
import { DEFAULT_PRIVACY_SETTINGS, PRIVACY_TEXTS, STAY_ON_LINE_ASK } from '@portal/shared/agents/privacy.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The Recording & Privacy card saves like every card (to the draft of a live agent), and what
// callers hear and what the portal keeps follow it once published: the notice first, the
// platform's consent, and nothing of the conversation kept while recording is off.

let t: TestApp;
let phones: ReturnType<typeof phoneApi>;
let owner: SignedInUser;
let agentId: string;

const GREETING = 'Thanks for calling Bright Smile Dental. How can I help?';

const save = (privacySettings: Record<string, unknown>) =>
  owner.json(`/api/agents/${agentId}/sections/privacy`, 'PATCH', { privacySettings });
const publish = () => owner.json(`/api/agents/${agentId}/draft/publish`, 'POST', {});
const agentOf = async () => readJson<Agent>(await owner.request(`/api/agents/${agentId}`));

async function ring() {
  const response = await owner.json(`/api/agents/${agentId}/simulated-calls`, 'POST', {
    callerLines: ['Hi, are you open on Saturday?'],
  });
  expect(response.status).toBe(201);
  const call = await readJson<SimulatedCall>(response);
  const [record] = await t.db.select().from(callRecords).where(eq(callRecords.id, call.callId));
  return {
    heard: call.transcript.filter((line) => line.speaker === 'agent').map((line) => line.text),
    record: record!,
  };
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  phones = phoneApi(t);
  owner = await signedInUser(t, 'privacy-card');
  await phones.setPlan(owner, 'Premium Plan');
  // Not recognising returning callers: each call hears the greeting as compiled.
  agentId = (await phones.createAgent(owner, 'Front Desk', { rememberCallers: false })).id;
  expect((await owner.json(`/api/agents/${agentId}/sections/greeting`, 'PATCH', { greeting: GREETING })).status).toBe(
    200,
  );
  expect((await phones.buy(owner, await phones.available(owner, '512'), agentId)).status).toBe(201);
});
afterAll(() => t.close());

describe('the Recording & Privacy card', () => {
  it('reads the defaults until the owner saves it, and a new agent’s callers hear the notice first', async () => {
    expect((await agentOf()).privacySettings).toEqual(DEFAULT_PRIVACY_SETTINGS);
    const { heard, record } = await ring();
    expect(heard[0]).toBe(`This call is recorded. ${GREETING}`);
    expect(record.transcript).toContain('This call is recorded.');
  });

  it('refuses an empty notice or disclosure with the reason, and a notice longer than the platform takes', async () => {
    const empty = await save({ ...DEFAULT_PRIVACY_SETTINGS, noticeText: '  ' });
    expect(empty.status).toBe(400);
    expect((await readJson<ErrorJson>(empty)).error.message).toContain(PRIVACY_TEXTS.noticeRequired);
    const noDisclosure = await save({ ...DEFAULT_PRIVACY_SETTINGS, aiDisclosureText: '' });
    expect((await readJson<ErrorJson>(noDisclosure)).error.message).toContain(PRIVACY_TEXTS.disclosureRequired);
    expect((await save({ ...DEFAULT_PRIVACY_SETTINGS, noticeText: 'x'.repeat(1001) })).status).toBe(400);
    // With recording off nothing is announced, so an empty notice may stay as typed.
    expect((await save({ ...DEFAULT_PRIVACY_SETTINGS, recording: false, noticeText: '' })).status).toBe(200);
  });

  it('saves to the draft of a live agent, with its changes in words, and callers hear it once published', async () => {
    const saved = await save({
      ...DEFAULT_PRIVACY_SETTINGS,
      notice: 'stay-on-line',
      noticeText: 'Calls are recorded for training.',
      announceAi: true,
    });
    expect(saved.status).toBe(200);
    const draft = await readJson<AgentDraft>(await owner.request(`/api/agents/${agentId}/draft`));
    expect(draft.changes.find((change) => change.key === 'privacy')?.fields).toEqual([
      {
        label: PRIVACY_TEXTS.notice,
        before: 'Spoken before the greeting',
        after: 'Callers agree by staying on the line',
      },
      { label: PRIVACY_TEXTS.noticeText, before: 'This call is recorded.', after: 'Calls are recorded for training.' },
      { label: PRIVACY_TEXTS.announceAi, before: 'Off', after: 'On' },
    ]);
    // Callers still hear the published version.
    expect((await ring()).heard[0]).toBe(`This call is recorded. ${GREETING}`);
    expect((await publish()).status).toBe(200);
    const { heard } = await ring();
    expect(heard.slice(0, 2)).toEqual([
      `Calls are recorded for training. ${STAY_ON_LINE_ASK}`,
      `I'm an AI assistant for this business. ${GREETING}`,
    ]);
  });

  it('keeps nothing of the conversation while recording is off, and still the outcome, summary, times and cost', async () => {
    expect((await save({ ...DEFAULT_PRIVACY_SETTINGS, recording: false })).status).toBe(200);
    expect((await publish()).status).toBe(200);
    const { heard, record } = await ring();
    // Nothing to announce: the greeting comes first.
    expect(heard[0]).toBe(GREETING);
    expect(record).toMatchObject({ transcript: null, messages: null, recordingUrl: null, status: 'ended' });
    expect(record.outcome).not.toBeNull();
    expect(record.summary).not.toBeNull();
    expect(record.endedAt).not.toBeNull();
    const shown = await readJson<{ transcript: string | null; outcome: unknown }>(
      await owner.request(`/api/calls/${record.id}`),
    );
    expect(shown).toMatchObject({ transcript: null, outcome: expect.any(Object) });
  });

  it('drops what the platform sends of the conversation anyway, while recording is off', async () => {
    const assistantId = (await agentOf()).vapiAgentId;
    const report = {
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: '2026-05-01T15:00:00.000Z',
        endedAt: '2026-05-01T15:02:00.000Z',
        cost: 0.12,
        call: { id: 'call-recording-off', type: 'inboundPhoneCall', assistantId },
        artifact: {
          transcript: 'AI: Hello\nUser: My card is 4111 1111 1111 1111',
          recordingUrl: 'https://storage.example/rec.wav',
          messages: [{ role: 'user', message: 'My card is 4111 1111 1111 1111' }],
        },
        analysis: { summary: 'The caller asked about their bill.' },
      },
    };
    const response = await t.request('/api/webhooks/vapi', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(200);
    const [record] = await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, 'call-recording-off'));
    expect(record).toMatchObject({
      transcript: null,
      messages: null,
      recordingUrl: null,
      summary: 'The caller asked about their bill.',
      callDurationSeconds: 120,
    });
    expect(Number(record!.cost)).toBeCloseTo(0.12);
  });
});
