import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHours } from '@portal/shared/agents/hours';
import { CALL_OUTCOME_OUTPUT_NAME, type CallOutcome } from '@portal/shared/call-outcome';
import { callRecords } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { subscriptionDetail } from '../subscription/subscription.service.ts';
import { agentGoLive, cockpit } from './go-live.service.ts';
import { goLiveApi } from './testing.ts';

/**
 * Activity is counted at a fixed moment: 16:00 UTC on 1 May 2026 is 09:00 on 1 May in Los Angeles
 * and 01:00 on 2 May in Tokyo. The usage period of a Free owner is the calendar month of May (UTC).
 */
const NOW = new Date('2026-05-01T16:00:00.000Z');
const log = createLogger('silent');

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let losAngeles: { id: string; vapiAgentId: string };
let tokyo: { id: string; vapiAgentId: string };

const outcome = (fields: Partial<CallOutcome>): CallOutcome => ({
  outcome: 'answered',
  unansweredQuestions: [],
  urgent: false,
  collected: [],
  ...fields,
});

const call = (userId: string, agentId: string, startedAt: string | null, fields: object = {}) => ({
  vapiCallId: randomUUID(),
  userId,
  agentId,
  type: 'inboundPhoneCall',
  startedAt: startedAt ? new Date(startedAt) : null,
  callDurationSeconds: 60,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const api = goLiveApi(t);
  alice = await signedInUser(t, 'activity');
  bob = await signedInUser(t, 'other');
  losAngeles = await api.phones.createAgent(alice, 'West Desk');
  tokyo = await api.phones.createAgent(alice, 'Tokyo Desk');
  await api.save(alice, losAngeles.id, 'yourHours', { yourHours: defaultHours(), timezone: 'America/Los_Angeles' });
  await api.save(alice, tokyo.id, 'yourHours', { yourHours: defaultHours(), timezone: 'Asia/Tokyo' });

  const west = losAngeles.id;
  await t.db.insert(callRecords).values([
    // 01:00 in Los Angeles today.
    call(alice.id, west, '2026-05-01T08:00:00Z', { outcome: outcome({ outcome: 'booked' }) }),
    // 23:30 yesterday in Los Angeles, though 1 May in UTC: this period, not today.
    call(alice.id, west, '2026-05-01T06:30:00Z', { outcome: outcome({ outcome: 'message_taken' }) }),
    // April: neither today nor this period.
    call(alice.id, west, '2026-04-30T20:00:00Z', { outcome: outcome({ outcome: 'urgent', urgent: true }) }),
    // Never started: counted from when it was recorded.
    call(alice.id, west, null, {
      createdAt: new Date('2026-05-01T09:00:00Z'),
      outcome: outcome({ urgent: true, unansweredQuestions: ['Do you take walk-ins?'] }),
    }),
    // Booked by the booking tool without a reported outcome.
    call(alice.id, west, '2026-05-01T10:00:00Z', { appointment: { start: '2026-05-04T16:00:00Z' } }),
    // The owner's test call, the latest of all: never activity.
    call(alice.id, west, '2026-05-01T15:30:00Z', { type: 'webCall', outcome: outcome({ outcome: 'booked' }) }),
    // Another owner's record never counts, whatever agent it names.
    call(bob.id, west, '2026-05-01T08:30:00Z', { outcome: outcome({ outcome: 'booked' }) }),
    // 23:00 on 1 May in Tokyo, yesterday there; then 00:30 on 2 May, today.
    call(alice.id, tokyo.id, '2026-05-01T14:00:00Z'),
    call(alice.id, tokyo.id, '2026-05-01T15:30:00Z'),
  ]);

  // A real call reported by the voice platform, with the message the caller left: 15:00:02 UTC.
  const reported = endOfCallReport(vapiCall({ assistantId: losAngeles.vapiAgentId }), {
    transcript: 'AI: Hello',
    structuredOutputs: {
      [randomUUID()]: {
        name: CALL_OUTCOME_OUTPUT_NAME,
        result: outcome({ message: 'Please call back about the invoice.' }),
      },
    },
  });
  const response = await t.request('/api/webhooks/vapi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
    body: JSON.stringify(reported),
  });
  expect(response.status).toBe(200);
});
afterAll(() => t.close());

describe("an agent's activity", () => {
  it("counts real calls today in the agent's own time zone, and this period's bookings, messages, urgent and unanswered calls", async () => {
    const west = await agentGoLive(t.db, alice.id, losAngeles.id, log, NOW);
    expect(west.activity).toEqual({
      callsToday: 4,
      callsThisPeriod: 5,
      bookingsThisPeriod: 2,
      messagesThisPeriod: 2,
      urgentThisPeriod: 1,
      unansweredThisPeriod: 1,
      lastCallAt: '2026-05-01T15:00:02.120Z',
    });
    const east = await agentGoLive(t.db, alice.id, tokyo.id, log, NOW);
    expect(east.activity).toMatchObject({ callsToday: 1, callsThisPeriod: 2, lastCallAt: '2026-05-01T15:30:00.000Z' });
  });

  it('is the same in the cockpit, beside the usage the subscription page shows', async () => {
    const { cockpit: home, holdsUntil } = await cockpit(t.db, alice.id, log, NOW);
    // Its "today" ends first in Los Angeles (midnight there, before Tokyo's and the period's end).
    expect(holdsUntil.toISOString()).toBe('2026-05-02T07:00:00.000Z');
    expect(home.agents.map((agent) => [agent.agentName, agent.activity.callsToday])).toEqual([
      ['West Desk', 4],
      ['Tokyo Desk', 1],
    ]);
    const subscription = await subscriptionDetail(t.db, alice.id, log, NOW);
    expect(home.usage).toEqual({
      planName: 'Free',
      periodStart: '2026-05-01T00:00:00.000Z',
      periodEnd: '2026-06-01T00:00:00.000Z',
      minutesUsed: subscription.minutesUsed,
      minutesIncluded: 50,
      callsMade: subscription.callsMade,
      callsIncluded: 20,
      textsSent: subscription.textsSent,
      textsIncluded: 50,
    });
    expect(home.usage.callsMade).toBeGreaterThan(0);
  });

  it('is empty for an agent without calls', async () => {
    const quiet = await goLiveApi(t).phones.createAgent(bob, 'Quiet');
    expect((await agentGoLive(t.db, bob.id, quiet.id, log, NOW)).activity).toEqual({
      callsToday: 0,
      callsThisPeriod: 0,
      bookingsThisPeriod: 0,
      messagesThisPeriod: 0,
      urgentThisPeriod: 0,
      unansweredThisPeriod: 0,
      lastCallAt: null,
    });
  });
});
