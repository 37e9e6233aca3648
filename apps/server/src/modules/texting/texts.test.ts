import { NOT_SENT_REASONS, type TextList } from '@portal/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@portal/shared/phone.plain';
import { messageEvent, newMessage } from '@portal/sandbox/telnyx/messaging-records';
import { createWebhookSigner } from '@portal/sandbox/telnyx/webhook-signing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { textAfterCall } from './call-texts.service.ts';
import { sendText } from './texts.service.ts';
import {
  booked,
  endedCall,
  setOwnerMobile,
  switchedOn,
  textFromPhone,
  textingOwner,
  textsTestDeps,
} from './testing.ts';

/**
 * An owner approved for texting: a call's texts are worked out when it ends, each sent once
 * through the Telnyx emulator, and the carrier's word comes back by signed webhook. The caller's
 * STOP is honoured before every send, HELP is answered, and another owner sees none of it.
 */

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let owner: Awaited<ReturnType<typeof textingOwner>> & { userId: string };
let env: ReturnType<typeof textsTestDeps>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  const line = await textingOwner(t, alice, switchedOn('booking', 'reschedule', 'missedCall', 'ownerUrgent'));
  owner = { ...line, userId: alice.id };
  env = textsTestDeps(t);
});
afterAll(() => t.close());

const textsOf = async (user: SignedInUser, callId: string) =>
  ((await (await user.request(`/api/texts?call=${callId}`)).json()) as TextList).texts;

/** Works out a call's texts and sends each queued one, as the jobs would. */
async function textCall(callId: string) {
  const created = await textAfterCall(env.deps, callId);
  for (const text of created) if (text.status === 'queued') await sendText(env.deps, text.id);
  return created;
}

describe('texts after a call', () => {
  it('confirms a booking the caller agreed to, and the carrier reports it delivered', async () => {
    const callId = await endedCall(t, owner, { from: '+15125550111', changes: [booked(true)] });
    await textCall(callId);
    await expect
      .poll(async () => (await textsOf(alice, callId)).map((text) => text.status), { timeout: 5000 })
      .toEqual(['delivered']);
    const [text] = await textsOf(alice, callId);
    expect(text).toMatchObject({ kind: 'booking_confirmation', to: '+15125550111', from: owner.number });
    expect(text!.body).toMatch(
      /^Bright Smile Dental: you're booked for Routine cleaning on Tue, Dec 1 at 10:00 AM EST/,
    );
  });

  it('records a booking the caller declined a text for as not sent, with why', async () => {
    const callId = await endedCall(t, owner, { from: '+15125550112', changes: [booked(false)] });
    await textCall(callId);
    const [text] = await textsOf(alice, callId);
    expect(text).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.noConsent });
  });

  it('texts a caller who hung up before speaking once a day, however often they hang up', async () => {
    const first = await endedCall(t, owner, { from: '+15125550113', seconds: 4, callerSpoke: false });
    const second = await endedCall(t, owner, { from: '+15125550113', seconds: 3, callerSpoke: false });
    expect((await textCall(first)).map((text) => text.kind)).toEqual(['missed_call']);
    expect(await textCall(second)).toEqual([]);
    expect((await textsOf(alice, first))[0]!.body).toContain('sorry we missed you');
  });

  it("texts the owner's mobile about an urgent call, and says why when no mobile is set", async () => {
    const urgent = { outcome: 'urgent', urgent: true, callerName: 'Sam', message: 'Tooth knocked out.' };
    const without = await endedCall(t, owner, { from: '+15125550114', outcome: urgent });
    await textCall(without);
    expect((await textsOf(alice, without))[0]).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.noMobile });

    await setOwnerMobile(t, alice.id, '+15125550177');
    const withMobile = await endedCall(t, owner, { from: '+15125550115', outcome: urgent });
    await textCall(withMobile);
    const [alert] = await textsOf(alice, withMobile);
    expect(alert).toMatchObject({ kind: 'owner_urgent', to: '+15125550177' });
    expect(alert!.body).toContain('Urgent call for Bright Smile Dental from Sam, (512) 555-0115: Tooth knocked out.');
  });

  it('sends a text once, whoever claims it first', async () => {
    const callId = await endedCall(t, owner, { from: '+15125550116', changes: [booked(true)] });
    const [text] = await textAfterCall(env.deps, callId);
    const results = await Promise.all([sendText(env.deps, text!.id), sendText(env.deps, text!.id)]);
    expect(results.sort()).toEqual(['already handled', 'sent']);
    const phone = await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/texts?number=%2B15125550116`);
    expect(((await phone.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('texts nobody after a browser test call', async () => {
    const callId = await endedCall(t, owner, { from: '+15125550117', type: 'webCall', changes: [booked(true)] });
    expect(await textCall(callId)).toEqual([]);
  });
});

describe("a caller's texts back", () => {
  const caller = '+15125550121';
  const history = async () => {
    const found = (await (await alice.request('/api/callers?search=5550121')).json()) as { callers: { id: string }[] };
    return ((await (await alice.request(`/api/texts?caller=${found.callers[0]!.id}`)).json()) as TextList).texts;
  };
  const answers = async () => (await history()).filter((text) => text.kind === 'keyword_reply');

  it('answers HELP with the business and its number, stops every text after STOP, resumes after START', async () => {
    await textCall(await endedCall(t, owner, { from: caller, changes: [booked(true)] }));
    await textFromPhone(t, caller, owner.number, 'help');
    await expect.poll(async () => (await answers()).length, { timeout: 5000 }).toBe(1);
    const [help] = await answers();
    expect(help!.body).toBe(
      `Bright Smile Dental: for help, call us at ${formatPhone(owner.number)}. Reply STOP to opt out.`,
    );
    await sendText(env.deps, help!.id);

    await textFromPhone(t, caller, owner.number, 'Stop');
    await expect.poll(async () => (await history()).some((text) => text.body === 'Stop'), { timeout: 5000 }).toBe(true);
    const stopped = await endedCall(t, owner, { from: caller, changes: [booked(true)] });
    await textCall(stopped);
    expect((await textsOf(alice, stopped))[0]).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.optedOut });
    // Never asked on the call (the agent is told they texted STOP), the reason is still the STOP.
    const unasked = await endedCall(t, owner, { from: caller, changes: [booked(false)] });
    await textCall(unasked);
    expect((await textsOf(alice, unasked))[0]).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.optedOut });

    await textFromPhone(t, caller, owner.number, 'START');
    await expect.poll(async () => (await answers()).length, { timeout: 5000 }).toBe(2);
    const resumed = await endedCall(t, owner, { from: caller, changes: [booked(true)] });
    await textCall(resumed);
    expect((await textsOf(alice, resumed))[0]).toMatchObject({
      status: expect.stringMatching(/sending|sent|delivered/),
    });
  });

  it('keeps a reply in the history and tells the owner of it', async () => {
    const replies: string[] = [];
    const received = textsTestDeps(t);
    await textFromPhone(t, caller, owner.number, 'Can I bring my daughter too?');
    await expect
      .poll(async () => (await history()).find((text) => text.body === 'Can I bring my daughter too?')?.status, {
        timeout: 5000,
      })
      .toBe('received');
    expect(replies).toEqual([]);
    expect(received.queued).toEqual([]);
  });

  it('keeps another owner out of the texts', async () => {
    const callId = await endedCall(t, owner, { from: '+15125550131', changes: [booked(true)] });
    await textCall(callId);
    expect((await textsOf(alice, callId)).length).toBe(1);
    expect(await textsOf(bob, callId)).toEqual([]);
    const found = (await (await alice.request('/api/callers?search=5550131')).json()) as { callers: { id: string }[] };
    expect((await bob.request(`/api/texts?caller=${found.callers[0]!.id}`)).status).toBe(404);
  });
});

describe('the Telnyx webhook', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/webhooks/telnyx`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const stopFrom = (from: string) => {
    const message = newMessage(
      {
        direction: 'inbound',
        from,
        to: owner.number,
        text: 'STOP',
        profileId: null,
        webhookUrl: null,
        webhookFailoverUrl: null,
        tcrCampaignId: null,
      },
      new Date().toISOString(),
    );
    return JSON.stringify(messageEvent('message.received', message, 'test', new Date().toISOString()));
  };
  const optedOut = async (number: string) => {
    const callId = await endedCall(t, owner, { from: number, changes: [booked(true)] });
    await textAfterCall(env.deps, callId);
    return (await textsOf(alice, callId))[0]!.reason === NOT_SENT_REASONS.optedOut;
  };

  it('refuses an unsigned, forged or stale event and changes nothing', async () => {
    const body = stopFrom('+15125550141');
    const signer = createWebhookSigner(t.config.telnyx.sandboxSigningKey);
    expect((await post(body)).status).toBe(400);
    const forged = await post(body, createWebhookSigner().headers(body));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toMatch(/signature/i);
    const stale = await post(body, signer.headers(body, Math.floor(Date.now() / 1000) - 10 * 60));
    expect(stale.status).toBe(400);
    expect(await optedOut('+15125550141')).toBe(false);
  });

  it('acts on a signed event once, however often it is replayed', async () => {
    const body = stopFrom('+15125550142');
    const headers = createWebhookSigner(t.config.telnyx.sandboxSigningKey).headers(body);
    const first = await post(body, headers);
    expect(await first.json()).toEqual({ received: true, result: 'handled' });
    const replay = await post(body, headers);
    expect(await replay.json()).toEqual({ received: true, result: 'already handled' });
    expect(await optedOut('+15125550142')).toBe(true);
  });
});
