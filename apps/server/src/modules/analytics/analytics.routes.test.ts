import { randomUUID } from 'node:crypto';
import type { Analytics } from '@portal/shared/analytics';
import type { CallOutcome, CallOutcomeKind } from '@portal/shared/call-outcome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, profiles } from '../../db/schema/index.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Counted at a fixed moment: 18:00 UTC on Tuesday 12 March 2030 is 13:00 in Chicago, two days after
 * the clocks went forward there (Sunday 10 March, 02:00 CST became 03:00 CDT). The last 7 days are
 * 6 to 12 March in Chicago, from 06:00 UTC on the 6th (midnight CST) to 05:00 UTC on the 13th
 * (midnight CDT); the 10th is 23 hours long.
 */
const NOW = new Date('2030-03-12T18:00:00.000Z');

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let chicago: string;
let newYork: string;

const outcome = (kind: CallOutcomeKind): CallOutcome => ({
  outcome: kind,
  unansweredQuestions: [],
  urgent: false,
  collected: [],
});

const call = (
  userId: string,
  agentId: string,
  createdAt: string,
  seconds: number | null,
  kind: CallOutcomeKind | null,
  type = 'inboundPhoneCall',
) => ({
  vapiCallId: randomUUID(),
  userId,
  agentId,
  type,
  createdAt: new Date(createdAt),
  callDurationSeconds: seconds,
  outcome: kind ? outcome(kind) : null,
});

const createAgent = async (user: SignedInUser, agentName: string, timezone: string) => {
  const response = await user.json('/api/agents', 'POST', { agentName, timezone });
  expect(response.status).toBe(201);
  return (await readJson<{ agent: { id: string } }>(response)).agent.id;
};

const analytics = async (user: SignedInUser, query = '') => {
  const response = await user.request(`/api/analytics${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<Analytics>(response);
};

const refusal = async (user: SignedInUser, query: string) => {
  const response = await user.request(`/api/analytics${query}`);
  return { status: response.status, message: (await readJson<ErrorJson>(response)).error.message };
};

const noHours = () => Array.from({ length: 7 }, () => Array<number>(24).fill(0));

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signedInUser(t, 'analytics');
  stranger = await signedInUser(t, 'stranger');
  chicago = await createAgent(owner, 'Front Desk', 'America/Chicago');
  newYork = await createAgent(owner, 'East Desk', 'America/New_York');
  const strangers = await createAgent(stranger, 'Their Desk', 'America/Chicago');
  await t.db.insert(callRecords).values([
    // Sunday 10 March, 21:00 CDT: at 02:00 UTC it is still the day before in Chicago.
    call(owner.id, chicago, '2030-03-11T02:00:00Z', 120, 'booked'),
    // Saturday 9 March, 23:30 CST.
    call(owner.id, chicago, '2030-03-10T05:30:00Z', 60, 'message_taken'),
    // Monday 11 March, 00:30 CDT; the agent reported no outcome.
    call(owner.id, chicago, '2030-03-11T05:30:00Z', 90, null),
    // Tuesday 5 March, 23:59 CST: the period before.
    call(owner.id, chicago, '2030-03-06T05:59:00Z', 30, 'booked'),
    // Tuesday 12 March, 10:00 CDT (11:00 in New York).
    call(owner.id, newYork, '2030-03-12T15:00:00Z', 45, 'answered'),
    // A test call from the portal, and a call still without its length.
    call(owner.id, chicago, '2030-03-12T15:00:00Z', 300, 'booked', 'webCall'),
    call(owner.id, chicago, '2030-03-12T16:00:00Z', null, null),
    // Another owner's call, and a call of 14 days ago (before the period before).
    call(stranger.id, strangers, '2030-03-12T15:00:00Z', 600, 'booked'),
    call(owner.id, chicago, '2030-02-26T15:00:00Z', 600, 'booked'),
  ]);
});
afterAll(() => t.close());

describe('GET /api/analytics', () => {
  it("counts one agent's calls by day and hour in its zone, across the change to summer time", async () => {
    const figures = await analytics(owner, `?period=7&agentId=${chicago}`);
    expect(figures).toMatchObject({
      period: 7,
      agentId: chicago,
      start: '2030-03-06T06:00:00.000Z',
      end: '2030-03-13T05:00:00.000Z',
      timezone: { id: 'America/Chicago', label: 'Central Time (Chicago)' },
    });
    expect(figures.totals).toEqual({
      calls: 4,
      seconds: 270,
      minutes: 5,
      averageSeconds: 90,
      booked: 1,
      withOutcome: 2,
      bookingRate: 0.5,
    });
    expect(figures.previous).toEqual({
      calls: 1,
      seconds: 30,
      minutes: 1,
      averageSeconds: 30,
      booked: 1,
      withOutcome: 1,
      bookingRate: 1,
    });
    expect(figures.days).toEqual([
      { date: '2030-03-06', calls: 0, minutes: 0 },
      { date: '2030-03-07', calls: 0, minutes: 0 },
      { date: '2030-03-08', calls: 0, minutes: 0 },
      { date: '2030-03-09', calls: 1, minutes: 1 },
      { date: '2030-03-10', calls: 1, minutes: 2 },
      { date: '2030-03-11', calls: 1, minutes: 2 },
      { date: '2030-03-12', calls: 1, minutes: 0 },
    ]);
    expect(figures.outcomes).toEqual([
      { kind: null, label: 'No outcome reported', calls: 2 },
      { kind: 'booked', label: 'Appointment booked', calls: 1 },
      { kind: 'message_taken', label: 'Message taken', calls: 1 },
    ]);
    const hours = noHours();
    hours[5]![23] = 1; // Saturday 23:00
    hours[6]![21] = 1; // Sunday 21:00
    hours[0]![0] = 1; // Monday 00:00
    hours[1]![11] = 1; // Tuesday 11:00, the call still without its length
    expect(figures.hours).toEqual(hours);
  });

  it("counts all agents in the owner's own zone once chosen, else in the newest agent's", async () => {
    const inNewYork = await analytics(owner, '?period=7');
    expect(inNewYork.timezone).toEqual({ id: 'America/New_York', label: 'Eastern Time (New York)' });
    // In New York 05:59 UTC on the 6th is 00:59 EST on the 6th (in Chicago still the 5th), and
    // 05:30 UTC on the 10th is 00:30 EST on the 10th (in Chicago 23:30 on the 9th).
    expect(inNewYork.days.map((day) => day.calls)).toEqual([1, 0, 0, 0, 2, 1, 2]);

    await t.db.update(profiles).set({ timezone: 'America/Chicago' }).where(eq(profiles.id, owner.id));
    const figures = await analytics(owner, '?period=7');
    expect(figures.timezone.id).toBe('America/Chicago');
    expect(figures.agentId).toBeNull();
    expect(figures.totals).toEqual({
      calls: 5,
      seconds: 315,
      minutes: 5,
      averageSeconds: 79,
      booked: 1,
      withOutcome: 3,
      bookingRate: 1 / 3,
    });
    expect(figures.days.map((day) => day.calls)).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect(figures.hours[1]![10]).toBe(1);
  });

  it('looks back 30 days by default and 90 on request, the period before of equal length', async () => {
    const month = await analytics(owner, `?agentId=${chicago}`);
    expect([month.period, month.days.length, month.days[0]!.date, month.days.at(-1)!.date]).toEqual([
      30,
      30,
      '2030-02-11',
      '2030-03-12',
    ]);
    expect([month.totals.calls, month.previous.calls]).toEqual([6, 0]);
    const quarter = await analytics(owner, `?period=90&agentId=${chicago}`);
    expect([quarter.days.length, quarter.days[0]!.date, quarter.totals.calls]).toEqual([90, '2029-12-13', 6]);
  });

  it('shows an owner without calls or a chosen zone every day at zero, in UTC', async () => {
    const other = await signedInUser(t, 'quiet');
    const figures = await analytics(other);
    expect(figures.timezone).toEqual({ id: 'UTC', label: 'Coordinated Universal Time (UTC)' });
    expect([figures.start, figures.end]).toEqual(['2030-02-11T00:00:00.000Z', '2030-03-13T00:00:00.000Z']);
    expect(figures.days).toHaveLength(30);
    expect(figures.days.every((day) => day.calls === 0 && day.minutes === 0)).toBe(true);
    const none = {
      calls: 0,
      seconds: 0,
      minutes: 0,
      averageSeconds: null,
      booked: 0,
      withOutcome: 0,
      bookingRate: null,
    };
    expect([figures.totals, figures.previous, figures.outcomes, figures.hours]).toEqual([none, none, [], noHours()]);
  });

  it("never counts another owner's calls, and answers 404 for their agent or no agent", async () => {
    const theirs = await analytics(stranger, '?period=7');
    expect(theirs.totals.calls).toBe(1);
    for (const id of [chicago, randomUUID()]) {
      expect(await refusal(stranger, `?agentId=${id}`)).toEqual({
        status: 404,
        message: 'Agent not found or access denied.',
      });
    }
  });

  it('refuses a period or an agent id it cannot read, saying why', async () => {
    for (const query of ['?period=14', '?period=abc', '?period=']) {
      expect(await refusal(owner, query)).toEqual({
        status: 400,
        message: 'period: period must be 7, 30 or 90 (days).',
      });
    }
    expect(await refusal(owner, '?agentId=front-desk')).toEqual({
      status: 400,
      message: 'agentId: agentId must be the id of one of your agents.',
    });
  });

  it('answers only a signed-in owner', async () => {
    expect((await t.request('/api/analytics')).status).toBe(401);
  });
});
