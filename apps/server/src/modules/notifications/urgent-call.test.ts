import { randomUUID } from 'node:crypto';
import { CALL_OUTCOME_OUTPUT_NAME, type CallOutcome } from '@portal/shared/call-outcome';
import { defaultHours } from '@portal/shared/agents/hours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../create-mailer.ts';
import { notificationDeliveries, profiles } from '../../db/schema/index.ts';
import type { Mailer } from '../../providers/email/email.ts';
import { callRecordOf } from '../../testing/sandbox-calls.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { URGENT_CALL_EMAIL_JOB } from './notifications.jobs.ts';
import { withRecordedJobs } from './testing.ts';

// The end-of-call reports go through the real webhook of an app whose job queue records what is
// queued; the test then runs the queued job as pg-boss's workers would.

const NOW = new Date('2026-05-01T16:00:00.000Z');

const URGENT: CallOutcome = {
  outcome: 'urgent',
  urgent: true,
  unansweredQuestions: [],
  message: 'Water is coming through the kitchen ceiling',
  callerName: 'Jane Doe',
  callerPhone: '+15125550142',
  reason: 'Water leak',
  // The owner's list asks again for the name and number, in other words and spellings.
  collected: [
    { item: 'caller_name', value: 'Jane Doe' },
    { item: 'Best callback number', value: '512-555-0142' },
    { item: 'Address', value: '12 Oak Street' },
    { item: 'preferred_visit', value: '2026-05-01T18:30:00Z' },
  ],
};

let t: TestApp;
let owner: SignedInUser;
let agent: { id: string; vapiAgentId: string };
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;

const urgentMails = async (user = owner) =>
  (await t.mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Urgent call'));

/** Reports the end of a call with this outcome; answers the call's record id. */
async function reportCall(outcome: CallOutcome, call: object = vapiCall({ assistantId: agent.vapiAgentId })) {
  const report = endOfCallReport(call as ReturnType<typeof vapiCall>, {
    structuredOutputs: { [randomUUID()]: { name: CALL_OUTCOME_OUTPUT_NAME, result: outcome } },
  });
  const response = await jobs.webhook(report);
  expect(response.status).toBe(200);
  return (await callRecordOf(t, (call as { id: string }).id))!.id;
}

const runJob = (callId: string) => jobs.run(URGENT_CALL_EMAIL_JOB, { callId });

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'urgent');
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
  agent = (await readJson<{ agent: { id: string; vapiAgentId: string } }>(created)).agent;
  const hours = { yourHours: defaultHours(), timezone: 'America/Chicago' };
  expect((await owner.json(`/api/agents/${agent.id}/sections/yourHours`, 'PATCH', hours)).status).toBe(200);
  jobs = await withRecordedJobs(t, () => NOW);
});
afterAll(() => t.close());

describe('the urgent-call e-mail', () => {
  it('is queued once per urgent call, keyed by the call, and not for other calls or test calls', async () => {
    jobs.queued.length = 0;
    // Every ended call also queues the allowance check (allowance-email.test.ts): left out here.
    const urgentJobs = () => jobs.queued.filter((job) => job.name === URGENT_CALL_EMAIL_JOB);
    const callId = await reportCall(URGENT);
    expect(urgentJobs()).toEqual([{ name: URGENT_CALL_EMAIL_JOB, data: { callId }, key: callId }]);
    await reportCall({ ...URGENT, outcome: 'booked', urgent: false });
    await reportCall({ ...URGENT, outcome: 'message_taken', urgent: true });
    await reportCall(URGENT, { ...vapiCall({ assistantId: agent.vapiAgentId }), type: 'webCall' });
    expect(urgentJobs().map((job) => job.data)).toEqual([{ callId }, { callId: expect.any(String) }]);
    expect(await urgentMails()).toEqual([]);
  });

  it('sends exactly one e-mail when the job runs twice, and on two workers at once', async () => {
    const callId = await reportCall(URGENT);
    const before = (await urgentMails()).length;
    await Promise.all([runJob(callId), runJob(callId)]);
    await runJob(callId);
    const mails = (await urgentMails()).slice(0, (await urgentMails()).length - before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Urgent call for Front Desk: Jane Doe');
    for (const line of [
      'Front Desk took a call it marked as urgent.',
      'Caller: Jane Doe',
      'Phone: +1 (512) 555-0142',
      // The fixture's call started at 15:00:02 UTC: 10:00 in Chicago, in daylight-saving time.
      'When: Fri, May 1, 10:00 AM CDT',
      'Situation: Water is coming through the kitchen ceiling',
      'Reason: Water leak',
      // What the agent collected, labelled and in the business's zone, beside the rest.
      'Address: 12 Oak Street',
      'Preferred visit: Fri, May 1, 1:30 PM CDT',
      `${t.config.publicUrl}/calls/${callId}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    // Each detail once, under the e-mail's own labels.
    expect(mail!.text.split('Jane Doe')).toHaveLength(2);
    expect(mail!.text.split('555-0142')).toHaveLength(2);
    expect(mail!.text).not.toMatch(/caller_name|Best callback number|2026-05-01T/);
    expect(mail!.html).toContain('<tr><th align="left" valign="top">Address</th><td>12 Oak Street</td></tr>');
    expect(mail!.html).toContain(`<a href="${t.config.publicUrl}/calls/${callId}">`);
  });

  it('is tried again after a failed send, and then sent once', async () => {
    let failures = 1;
    const sandbox = createMailer(t.config, t.db);
    const flaky: Mailer = {
      send: async (message) => {
        if (failures-- > 0) throw new Error('mail server down');
        await sandbox.send(message);
      },
    };
    const flakyJobs = await withRecordedJobs(t, () => NOW, flaky);
    const callId = await reportCall(URGENT);
    const before = (await urgentMails()).length;
    await expect(flakyJobs.run(URGENT_CALL_EMAIL_JOB, { callId })).rejects.toThrow('mail server down');
    expect(await urgentMails()).toHaveLength(before);
    await flakyJobs.run(URGENT_CALL_EMAIL_JOB, { callId });
    await flakyJobs.run(URGENT_CALL_EMAIL_JOB, { callId });
    expect(await urgentMails()).toHaveLength(before + 1);
  });

  it("waits while another worker's claim holds, and takes over a claim whose server died", async () => {
    const callId = await reportCall(URGENT);
    const before = (await urgentMails()).length;
    await t.db.insert(notificationDeliveries).values({ userId: owner.id, kind: 'urgent-call', key: callId });
    await runJob(callId);
    expect(await urgentMails()).toHaveLength(before);
    const claim = and(eq(notificationDeliveries.userId, owner.id), eq(notificationDeliveries.key, callId));
    await t.db
      .update(notificationDeliveries)
      .set({ claimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(claim);
    await runJob(callId);
    expect(await urgentMails()).toHaveLength(before + 1);
  });

  it('sends nothing while the owner has the e-mail switched off', async () => {
    await t.db.update(profiles).set({ notifyUrgentEmail: false }).where(eq(profiles.id, owner.id));
    const callId = await reportCall(URGENT);
    const before = (await urgentMails()).length;
    await runJob(callId);
    expect(await urgentMails()).toHaveLength(before);
    await t.db.update(profiles).set({ notifyUrgentEmail: true }).where(eq(profiles.id, owner.id));
  });
});
