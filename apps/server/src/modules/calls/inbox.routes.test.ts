import { randomUUID } from 'node:crypto';
import type { CallOutcome, CallOutcomeKind } from '@portal/shared/call-outcome';
import type { CallDetail, CallList } from '@portal/shared/calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, users } from '../../db/schema/index.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The inbox's narrowing runs in SQL: these calls are written straight into call_records at fixed
// times, several of them at one instant (a page boundary must not lose or repeat any of them).
const NOW = new Date('2026-05-31T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let frontDesk: string;
let nightLine: string;

const outcome = (kind: CallOutcomeKind, extra: Partial<CallOutcome> = {}): CallOutcome => ({
  outcome: kind,
  unansweredQuestions: [],
  urgent: kind === 'urgent',
  collected: [],
  ...extra,
});

type Seed = {
  agentId?: string;
  at: Date;
  outcome?: CallOutcome;
  transcript?: string;
  number?: string;
  userId?: string;
};
const seed = async (calls: Seed[]) => {
  const rows = await t.db
    .insert(callRecords)
    .values(
      calls.map((call) => ({
        vapiCallId: randomUUID(),
        userId: call.userId ?? owner.id,
        agentId: call.agentId ?? frontDesk,
        type: 'inboundPhoneCall',
        status: 'ended',
        customerNumber: call.number ?? '+15125550123',
        startedAt: call.at,
        createdAt: call.at,
        transcript: call.transcript ?? null,
        outcome: call.outcome ?? null,
      })),
    )
    .returning({ id: callRecords.id });
  return rows.map((row) => row.id);
};

const list = async (query: string, user = owner) => {
  const response = await user.request(`/api/calls?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<CallList>(response);
};
const ids = (page: CallList) => page.calls.map((call) => call.id);
const markHandled = (id: string, handled: boolean, user = owner) =>
  user.json(`/api/calls/${id}/handled`, 'PUT', { handled });
const createAgent = async (agentName: string) =>
  (await readJson<{ agent: { id: string } }>(await owner.json('/api/agents', 'POST', { agentName }))).agent.id;

let urgentCall: string;
let messageCall: string;
let bookedCall: string;
let oldUrgentCall: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signedInUser(t, 'inbox');
  stranger = await signedInUser(t, 'inbox-stranger');
  frontDesk = await createAgent('Front Desk');
  nightLine = await createAgent('Night Line');
  const seeded = await seed([
    { at: minutesAgo(400), outcome: outcome('urgent', { message: 'Water in the basement' }), agentId: nightLine },
    {
      at: minutesAgo(300),
      outcome: outcome('booked'),
      transcript: 'User: I would like a cleaning on Tuesday.\nAI: Booked for Tuesday at 9.',
    },
    {
      at: minutesAgo(200),
      outcome: outcome('message_taken', { message: 'Please call back about the invoice', callerName: 'Dana Reyes' }),
      number: '+14155550199',
    },
    {
      at: minutesAgo(100),
      outcome: outcome('urgent', { message: 'A burst pipe is flooding the kitchen' }),
      transcript: 'User: My pipes burst and the kitchen is flooding!\nAI: I am alerting the team now.',
    },
  ]);
  [oldUrgentCall, bookedCall, messageCall, urgentCall] = seeded as [string, string, string, string];
  await seed([{ at: minutesAgo(50), outcome: outcome('urgent'), userId: stranger.id }]);
});
afterAll(() => t.close());

describe('the calls inbox', () => {
  it('lists the urgent matters and messages not yet handled, newest first, with what they said', async () => {
    const page = await list('outcome=needs_attention');
    expect(ids(page)).toEqual([urgentCall, messageCall, oldUrgentCall]);
    expect(page.calls[0]).toMatchObject({
      outcomeKind: 'urgent',
      urgent: true,
      message: 'A burst pipe is flooding the kitchen',
      needsAttention: true,
      handledAt: null,
      handledBy: null,
    });
    expect(page.calls[1]).toMatchObject({ outcomeKind: 'message_taken', urgent: false, needsAttention: true });
  });

  it('narrows by outcome and by agent, never showing another owner’s calls', async () => {
    expect(ids(await list('outcome=booked'))).toEqual([bookedCall]);
    expect(ids(await list('outcome=urgent'))).toEqual([urgentCall, oldUrgentCall]);
    expect(ids(await list(`outcome=urgent&agentId=${nightLine}`))).toEqual([oldUrgentCall]);
    expect(ids(await list(''))).toEqual([urgentCall, messageCall, bookedCall, oldUrgentCall]);
    expect(ids(await list('outcome=urgent', stranger))).toHaveLength(1);
    expect(ids(await list('outcome=urgent', stranger))).not.toContain(urgentCall);
  });

  it('leaves out what needs attention when asked, so the inbox lists no call twice', async () => {
    expect(ids(await list('exclude=needs_attention'))).toEqual([bookedCall]);
    // The one call left is the last: no cursor to a page of nothing.
    expect(await list('exclude=needs_attention&limit=1')).toMatchObject({ nextCursor: null });
    expect(ids(await list(`exclude=needs_attention&agentId=${nightLine}`))).toEqual([]);
    // A call without any outcome needs nothing, and is listed.
    const quietLine = await createAgent('Quiet Line');
    const [quiet] = await seed([{ at: minutesAgo(10), agentId: quietLine }]);
    expect(ids(await list(`exclude=needs_attention&agentId=${quietLine}`))).toEqual([quiet]);
    // Once handled, a message is one of the rest; reopened, it leaves them again.
    await markHandled(messageCall, true);
    expect(ids(await list(`exclude=needs_attention&agentId=${frontDesk}`))).toEqual([messageCall, bookedCall]);
    await markHandled(messageCall, false);
    expect(ids(await list(`exclude=needs_attention&agentId=${frontDesk}`))).toEqual([bookedCall]);
    expect((await owner.request('/api/calls?exclude=booked')).status).toBe(400);
  });

  it('finds calls by the words of their transcript and message, in any form of the word, and by the caller’s digits', async () => {
    expect(ids(await list('q=flooded'))).toEqual([urgentCall]);
    expect(ids(await list(`q=${encodeURIComponent('cleaning Tuesday')}`))).toEqual([bookedCall]);
    expect(ids(await list('q=invoice'))).toEqual([messageCall]);
    expect(ids(await list('q=Reyes'))).toEqual([messageCall]);
    expect(ids(await list(`q=${encodeURIComponent('(415) 555')}`))).toEqual([messageCall]);
    expect(ids(await list('q=dentures'))).toEqual([]);
    expect(ids(await list('q=flooded', stranger))).toEqual([]);
  });

  it('marks a call handled with who and when, takes it out of what needs attention, and reopens it', async () => {
    const response = await markHandled(urgentCall, true);
    expect(response.status, await response.clone().text()).toBe(200);
    const [me] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, owner.id));
    expect(await readJson<CallDetail>(response)).toMatchObject({
      id: urgentCall,
      needsAttention: false,
      handledAt: NOW.toISOString(),
      handledBy: me!.name,
      outcome: { outcome: 'urgent' },
    });
    expect(ids(await list('outcome=needs_attention'))).toEqual([messageCall, oldUrgentCall]);
    expect((await list('outcome=urgent')).calls[0]).toMatchObject({ handledAt: NOW.toISOString() });

    const reopened = await readJson<CallDetail>(await markHandled(urgentCall, false));
    expect(reopened).toMatchObject({ needsAttention: true, handledAt: null, handledBy: null });
    expect(ids(await list('outcome=needs_attention'))).toEqual([urgentCall, messageCall, oldUrgentCall]);
  });

  it('lets no one mark another owner’s call, and says which field is wrong', async () => {
    expect((await markHandled(urgentCall, true, stranger)).status).toBe(404);
    expect((await markHandled('not-a-call', true)).status).toBe(404);
    expect((await list('outcome=needs_attention')).calls[0]).toMatchObject({ id: urgentCall, needsAttention: true });
    const bad = await owner.json(`/api/calls/${urgentCall}/handled`, 'PUT', { handled: 'yes' });
    expect(bad.status).toBe(400);
    expect((await readJson<ErrorJson>(bad)).error.message).toMatch(/^handled: /);
  });

  it('refuses a search too short or too long, and an unknown outcome, naming the field', async () => {
    const refusal = async (query: string) => {
      const response = await owner.request(`/api/calls?${query}`);
      expect(response.status).toBe(400);
      return (await readJson<ErrorJson>(response)).error.message;
    };
    expect(await refusal('q=a')).toBe('q: must be at least 2 characters.');
    expect(await refusal(`q=${'x'.repeat(201)}`)).toBe('q: must be at most 200 characters.');
    expect(await refusal('outcome=lost')).toMatch(/^outcome: /);
    expect(await refusal('cursor=yesterday')).toBe('cursor: must be the nextCursor of the previous page of calls.');
  });

  it('pages through calls of one instant without losing or repeating any', async () => {
    const sameInstant = minutesAgo(1000);
    const agentId = await createAgent('Busy Line');
    const seeded = await seed(Array.from({ length: 7 }, () => ({ at: sameInstant, agentId })));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallList = await list(
        `agentId=${agentId}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect([...seen].sort()).toEqual([...seeded].sort());
    expect(seen).toEqual([...seeded].sort().reverse());
  });
});
