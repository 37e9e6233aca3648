import { randomUUID } from 'node:crypto';
import { CALL_OUTCOME_OUTPUT_NAME } from '@portal/shared/call-outcome';
import type { TextList } from '@portal/shared/texts';
import { messageEvent, newMessage } from '@portal/sandbox/telnyx/messaging-records';
import { createWebhookSigner } from '@portal/sandbox/telnyx/webhook-signing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, phoneNumbers } from '../../db/schema/index.ts';
import { callRecordOf } from '../../testing/sandbox-calls.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { TEXT_REPLY_EMAIL_JOB } from '../notifications/notifications.jobs.ts';
import { withRecordedJobs } from '../notifications/testing.ts';
import { setOwnerMobile, switchedOn, textingOwner } from './testing.ts';
import { CALL_TEXTS_JOB } from './texting.jobs.ts';
import { SEND_TEXT_JOB } from './texts.service.ts';

// The app as it is wired: the voice platform's end-of-call report queues the call's texts, that
// job queues each text's send, and a caller's reply through the Telnyx webhook queues the e-mail.

let t: TestApp;
let alice: SignedInUser;
let owner: Awaited<ReturnType<typeof textingOwner>>;
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;
let vapiNumberId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  owner = await textingOwner(t, alice, switchedOn('ownerUrgent'));
  await setOwnerMobile(t, alice.id, '+15125550177');
  jobs = await withRecordedJobs(t, () => new Date());
  const [row] = await t.db
    .select({ vapiId: phoneNumbers.vapiPhoneNumberId })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.id, owner.phoneNumberId));
  vapiNumberId = row!.vapiId!;
});
afterAll(() => t.close());

/** Runs every queued job of `name` not run yet, as pg-boss's workers would. */
async function runQueued(name: string) {
  const due = jobs.queued.filter((job) => job.name === name);
  jobs.queued.splice(0, jobs.queued.length, ...jobs.queued.filter((job) => job.name !== name));
  for (const job of due) await jobs.run(name, job.data);
  return due.length;
}

describe('texts, as the app is wired', () => {
  it("texts the owner's mobile about an urgent call reported by the voice platform", async () => {
    const agentId = (await alice.request(`/api/agents/${owner.agentId}`).then((r) => r.json())) as {
      vapiAgentId: string;
    };
    const call = vapiCall({
      assistantId: agentId.vapiAgentId,
      phoneNumberId: vapiNumberId,
      customerNumber: '+15125550161',
    });
    const outcome = {
      outcome: 'urgent',
      urgent: true,
      unansweredQuestions: [],
      message: 'Pipe burst',
      callerName: 'Jane',
      collected: [],
    };
    const report = endOfCallReport(call, {
      transcript: 'User: A pipe burst in my kitchen!',
      structuredOutputs: { [randomUUID()]: { name: CALL_OUTCOME_OUTPUT_NAME, result: outcome } },
    });
    expect((await jobs.webhook(report)).status).toBe(200);
    expect(await runQueued(CALL_TEXTS_JOB)).toBe(1);
    const record = (await callRecordOf(t, call.id))!;
    expect(await runQueued(SEND_TEXT_JOB)).toBe(1);
    await expect
      .poll(
        async () =>
          ((await (await alice.request(`/api/texts?call=${record.id}`)).json()) as TextList).texts.map((text) => [
            text.kind,
            text.to,
            text.status,
          ]),
        { timeout: 5000 },
      )
      .toEqual([['owner_urgent', '+15125550177', 'delivered']]);
  });

  it("e-mails the owner a caller's reply, once", async () => {
    await t.db
      .insert(callers)
      .values({ userId: alice.id, number: '+15125550162', name: 'Maria Chen' })
      .onConflictDoNothing();
    const message = newMessage(
      {
        direction: 'inbound',
        from: '+15125550162',
        to: owner.number,
        text: 'Running 10 minutes late, sorry!',
        profileId: null,
        webhookUrl: null,
        webhookFailoverUrl: null,
        tcrCampaignId: null,
      },
      new Date().toISOString(),
    );
    const body = JSON.stringify(messageEvent('message.received', message, 'test', new Date().toISOString()));
    const response = await jobs.app.request('/api/webhooks/telnyx', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...createWebhookSigner(t.config.telnyx.sandboxSigningKey).headers(body),
      },
      body,
    });
    expect(response.status).toBe(200);
    const queued = jobs.queued.filter((job) => job.name === TEXT_REPLY_EMAIL_JOB);
    expect(queued).toHaveLength(1);
    await jobs.run(TEXT_REPLY_EMAIL_JOB, queued[0]!.data);
    await jobs.run(TEXT_REPLY_EMAIL_JOB, queued[0]!.data);
    const mails = (await t.mailsTo(alice.email)).filter((mail) => mail.subject.startsWith('Text from'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Text from Maria Chen ((512) 555-0162)']);
    expect(mails[0]!.text).toContain('Running 10 minutes late, sorry!');
  });
});
