import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import {
  ALREADY_BLOCKED,
  SCREENING_PENDING,
  type BlockedCallerList,
  type BlockResult,
} from '@portal/shared/blocked-callers';
import type { CallDetail } from '@portal/shared/calls';
import type { SubscriptionView } from '@portal/shared/subscription';
import { eq } from 'drizzle-orm';
import { webhookUrl } from '../../config.ts';
import { createKeyedLock } from '../../db/keyed-lock.ts';
import { profiles } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_REFUSED } from '../calls/call-routing.service.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { retryCallScreening } from '../phone-numbers/call-screening.service.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The block list as an owner uses it: a blocked number's call is refused before the agent answers
 * (the platform asks the portal who answers), recorded as blocked and counted toward no usage;
 * everyone else still gets the agent; unblocking gives the number its assistant back.
 */

const SPAMMER = '+15125550166';
const CUSTOMER = '+15125550142';

let t: TestApp;
let api: ReturnType<typeof phoneApi>;
let alice: SignedInUser;
let bob: SignedInUser;
let agent: { id: string; vapiAgentId: string };
let numberId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = phoneApi(t);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  await api.setPlan(alice, 'Premium Plan');
  // An agent that does not recognise returning callers: only the block list routes its calls.
  agent = await api.createAgent(alice, 'Front Desk', { rememberCallers: false });
  const bought = await api.buy(alice, await api.available(alice, '512'), agent.id);
  numberId = bought.body.phoneNumber.id;
});
afterAll(() => t.close());

const list = async (user: SignedInUser) =>
  (await (await user.request('/api/blocked-callers')).json()) as BlockedCallerList;
const block = async (user: SignedInUser, body: unknown) => {
  const response = await user.json('/api/blocked-callers', 'POST', body);
  return { status: response.status, body: (await response.json()) as BlockResult & { error?: { message: string } } };
};
const unblock = (user: SignedInUser, id: string) => user.request(`/api/blocked-callers/${id}`, { method: 'DELETE' });
const ring = async (callerNumber: string, line = 'Hi, what are your hours?') => {
  const response = await alice.json(`/api/agents/${agent.id}/simulated-calls`, 'POST', {
    callerLines: [line],
    callerNumber,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as SimulatedCall;
};
const callOf = async (id: string) => (await (await alice.request(`/api/calls/${id}`)).json()) as CallDetail;
const usage = async () =>
  ((await (await alice.request('/api/subscription/detail')).json()) as SubscriptionView).callsMade;
const platformNumber = async () => {
  const ours = (await api.list(alice)).find((number) => number.id === numberId)!;
  return (await api.vapiNumbers()).find((number) => number.number === ours.phoneNumber)!;
};

describe('blocking a caller', () => {
  it('refuses their calls before the agent answers, records them as blocked and counts them nowhere', async () => {
    expect((await platformNumber()).assistantId).toBe(agent.vapiAgentId);
    const blocked = await block(alice, { number: '(512) 555-0166', note: 'Keeps calling about warranties' });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({
      blockedCaller: { number: SPAMMER, note: 'Keeps calling about warranties' },
      warning: null,
    });
    // The platform now asks the portal who answers each call on the number.
    expect((await platformNumber()).assistantId ?? null).toBeNull();

    const before = await usage();
    const refused = await ring(SPAMMER);
    expect(refused.transcript).toEqual([{ speaker: 'agent', text: CALLER_REFUSED }]);
    expect(await callOf(refused.callId)).toMatchObject({
      outcomeKind: 'blocked',
      endedReason: 'caller-blocked',
      customerNumber: SPAMMER,
      agentId: null,
    });
    expect(await usage()).toBe(before);

    // Anyone else still reaches the agent, through the portal's answer.
    const answered = await ring(CUSTOMER);
    expect(answered.transcript.filter((line) => line.speaker === 'agent').length).toBeGreaterThan(0);
    expect((await callOf(answered.callId)).agentId).toBe(agent.id);
    expect(await usage()).toBe(before + 1);
  });

  it('lists a robocall the agent ended as spam under its own outcome, and counts it nowhere', async () => {
    const before = await usage();
    const robocall = await ring(
      '+15125550177',
      'This is an automated message about your extended car warranty. Press 1.',
    );
    expect(await callOf(robocall.callId)).toMatchObject({ outcomeKind: 'spam', endedReason: 'assistant-ended-call' });
    expect(await usage()).toBe(before);
    const spam = (await (await alice.request('/api/calls?outcome=spam')).json()) as { calls: { id: string }[] };
    expect(spam.calls.map((call) => call.id)).toEqual([robocall.callId]);
  });

  it('says so when the number is already blocked, and explains a number it cannot read', async () => {
    expect((await block(alice, { number: '+1 512 555 0166' })).body.error?.message).toBe(ALREADY_BLOCKED);
    const bad = await block(alice, { number: 'call me' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(
      'number: The number to block must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
    );
  });

  it("keeps each owner's list their own", async () => {
    expect((await list(bob)).blockedCallers).toEqual([]);
    const entry = (await list(alice)).blockedCallers.find((caller) => caller.number === SPAMMER)!;
    expect((await unblock(bob, entry.id)).status).toBe(404);
    expect((await list(alice)).blockedCallers.map((caller) => caller.number)).toContain(SPAMMER);
  });

  it("says the list's times in the owner's zone: their own once chosen, else their newest agent's, else UTC", async () => {
    // Alice never chose one: her agent's (created in the default zone) says when she blocked.
    expect((await list(alice)).timezone).toBe('America/New_York');
    // Bob has no agent and no zone of his own.
    expect((await list(bob)).timezone).toBe('UTC');
    await t.db.update(profiles).set({ timezone: 'America/Denver' }).where(eq(profiles.id, alice.id));
    expect((await list(alice)).timezone).toBe('America/Denver');
    await t.db.update(profiles).set({ timezone: null }).where(eq(profiles.id, alice.id));
  });

  it('answers the number with its assistant again once the last caller is unblocked', async () => {
    const entry = (await list(alice)).blockedCallers.find((caller) => caller.number === SPAMMER)!;
    expect((await unblock(alice, entry.id)).status).toBe(204);
    expect((await list(alice)).blockedCallers).toEqual([]);
    expect((await platformNumber()).assistantId).toBe(agent.vapiAgentId);
    const call = await ring(SPAMMER);
    expect((await callOf(call.callId)).outcomeKind).not.toBe('blocked');
  });

  it('keeps the block when the platform cannot be told, says so, and the sweep tells it later', async () => {
    await api.fault('vapi', { method: 'PATCH', path: '/phone-number/', status: 500, times: 1 });
    const blocked = await block(alice, { number: SPAMMER });
    expect(blocked.status).toBe(201);
    expect(blocked.body.warning).toBe(SCREENING_PENDING);
    expect((await platformNumber()).assistantId).toBe(agent.vapiAgentId);
    const { voice, telephony } = createProviders(t.config);
    const webhook = { webhookUrl: webhookUrl(t.config), webhookSecret: t.config.vapi.webhookSecret };
    const lock = createKeyedLock(t.database);
    const deps = { db: t.db, voice, telephony, logger: createLogger('silent'), ...webhook, config: t.config, lock };
    expect(await retryCallScreening(deps)).toEqual({ attempted: 1, fixed: 1 });
    expect((await platformNumber()).assistantId ?? null).toBeNull();
    expect((await ring(SPAMMER)).transcript).toEqual([{ speaker: 'agent', text: CALLER_REFUSED }]);
  });
});
