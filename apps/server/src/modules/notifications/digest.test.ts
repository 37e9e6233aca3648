import { randomUUID } from 'node:crypto';
import { defaultHours } from '@portal/shared/agents/hours';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, knowledgeGapResolutions, notificationDeliveries, profiles } from '../../db/schema/index.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DAILY_DIGESTS_JOB } from './notifications.jobs.ts';
import { withRecordedJobs } from './testing.ts';

// Los Angeles is on daylight-saving time (UTC-7) in May: the owner's 18:00 on 1 May is 01:00 UTC on
// 2 May, and that summary covers 18:00 on 30 April to 18:00 on 1 May, local time.

let clock = new Date('2026-05-01T12:00:00Z');
let t: TestApp;
let owner: SignedInUser;
let quiet: SignedInUser;
let tokyoOwner: SignedInUser;
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;

// One appointment a caller moved, then another caller's cancelled.
const APPOINTMENT = '00000000-0000-4000-8000-0000000000a1';
const FROM = '2026-05-04T15:00:00.000Z';
const TO = '2026-05-05T15:00:00.000Z';

const outcome = (fields: Partial<CallOutcome>): CallOutcome => ({
  outcome: 'answered',
  unansweredQuestions: [],
  urgent: false,
  collected: [],
  ...fields,
});

const call = (userId: string, agentId: string, startedAt: string, fields: object = {}) => ({
  vapiCallId: randomUUID(),
  userId,
  agentId,
  type: 'inboundPhoneCall',
  startedAt: new Date(startedAt),
  ...fields,
});

async function createAgent(user: SignedInUser, agentName: string) {
  const created = await user.json('/api/agents', 'POST', { agentName });
  return (await readJson<{ agent: { id: string } }>(created)).agent.id;
}

const digests = async (user: SignedInUser) =>
  (await t.mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Your daily summary'));

/** The digest job at a moment of the test's clock. */
async function runAt(iso: string) {
  clock = new Date(iso);
  await jobs.run(DAILY_DIGESTS_JOB);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'digest');
  quiet = await signedInUser(t, 'quiet');
  tokyoOwner = await signedInUser(t, 'tokyo');
  jobs = await withRecordedJobs(t, () => clock);
  const settings = { notifyUrgentEmail: true, dailyDigestEnabled: true, dailyDigestTime: '18:00' };
  expect(
    (await owner.json('/api/account/notifications', 'PUT', { ...settings, timezone: 'America/Los_Angeles' })).status,
  ).toBe(200);
  // Everyone else keeps the defaults: on, at 18:00, in no chosen zone.
  const desk = await createAgent(owner, 'Front Desk');
  const other = await createAgent(quiet, 'Quiet Desk');
  const tokyoDesk = await createAgent(tokyoOwner, 'Tokyo Desk');
  await t.db.update(profiles).set({ dailyDigestEnabled: false }).where(eq(profiles.id, quiet.id));
  const hours = { yourHours: defaultHours(), timezone: 'Asia/Tokyo' };
  expect((await tokyoOwner.json(`/api/agents/${tokyoDesk}/sections/yourHours`, 'PATCH', hours)).status).toBe(200);

  await t.db.insert(callRecords).values([
    // Three days before: the parking question is already on the owner's list.
    call(owner.id, desk, '2026-04-28T17:00:00Z', { outcome: outcome({ unansweredQuestions: ['Is there parking?'] }) }),
    // 16:00 on 30 April: yesterday's summary, not this one.
    call(owner.id, desk, '2026-04-30T23:00:00Z', { outcome: outcome({ outcome: 'booked' }) }),
    // In the span: a booking, a message, an urgent matter and a call with questions.
    call(owner.id, desk, '2026-05-01T17:00:00Z', { outcome: outcome({ outcome: 'booked' }) }),
    call(owner.id, desk, '2026-05-01T18:00:00Z', {
      outcome: outcome({ outcome: 'message_taken', unansweredQuestions: ['Do you open on Sundays?'] }),
    }),
    call(owner.id, desk, '2026-05-01T22:00:00Z', {
      outcome: outcome({ outcome: 'urgent', urgent: true, unansweredQuestions: ['Do you take Medicaid?'] }),
    }),
    call(owner.id, desk, '2026-05-01T23:00:00Z', {
      outcome: outcome({ unansweredQuestions: ['is there parking', 'Do you take MEDICAID'] }),
    }),
    // A caller moved their appointment, another cancelled theirs.
    call(owner.id, desk, '2026-05-01T19:30:00Z', {
      outcome: outcome({ outcome: 'rescheduled' }),
      appointmentChanges: [
        { kind: 'rescheduled', appointmentId: APPOINTMENT, summary: 'Cleaning', from: FROM, to: TO },
      ],
    }),
    call(owner.id, desk, '2026-05-01T19:40:00Z', {
      outcome: outcome({ outcome: 'cancelled' }),
      appointmentChanges: [
        { kind: 'cancelled', appointmentId: APPOINTMENT, summary: 'Cleaning', start: TO, reason: null },
      ],
    }),
    // The owner's own test call is not news to them.
    call(owner.id, desk, '2026-05-01T20:00:00Z', { type: 'webCall', outcome: outcome({ outcome: 'booked' }) }),
    // 18:30 on 1 May: tomorrow's summary.
    call(owner.id, desk, '2026-05-02T01:30:00Z', { outcome: outcome({}) }),
    // Owners with the summary off, or in another zone.
    call(quiet.id, other, '2026-05-01T20:00:00Z'),
    call(tokyoOwner.id, tokyoDesk, '2026-05-01T03:00:00Z'),
  ]);
  // Sundays were answered on the card after the caller asked.
  await t.db.insert(knowledgeGapResolutions).values({
    userId: owner.id,
    agentId: desk,
    questionKey: 'do you open on sundays',
    resolvedAt: new Date('2026-05-01T19:00:00Z'),
  });
});
afterAll(() => t.close());

describe('the daily summary', () => {
  it("sends the day that ended at the owner's time, and nothing more before the next one", async () => {
    // 18:05 on 30 April in Los Angeles: that day's summary, with the one call of its span.
    await runAt('2026-05-01T01:05:00Z');
    expect((await digests(owner)).map((mail) => mail.subject)).toEqual([
      'Your daily summary for Thursday, April 30: 1 call',
    ]);
    // 17:55 on 1 May: not yet.
    await runAt('2026-05-02T00:55:00Z');
    expect(await digests(owner)).toHaveLength(1);
  });

  it('is sent once its local time has passed, once per local day, with the day counted', async () => {
    await runAt('2026-05-02T01:02:00Z');
    await Promise.all([jobs.run(DAILY_DIGESTS_JOB), jobs.run(DAILY_DIGESTS_JOB)]);
    await runAt('2026-05-02T06:59:00Z');
    const mails = await digests(owner);
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your daily summary for Friday, May 1: 6 calls');
    for (const line of [
      'from Thu, Apr 30, 6:00 PM PDT to Fri, May 1, 6:00 PM PDT',
      'Calls: 6',
      'Appointments booked: 1',
      'Appointments moved: 1',
      'Appointments cancelled: 1',
      'Messages taken: 1',
      'Urgent matters: 1',
      "New questions your agents couldn't answer:",
      '- “Do you take MEDICAID” (Front Desk, asked 2 times)',
      `See your calls: ${t.config.publicUrl}/calls`,
      'You get this summary every day at 6:00 PM (America/Los_Angeles).',
    ]) {
      expect(mail!.text).toContain(line);
    }
    // Already on the list before today, or answered since it was asked: not new.
    expect(mail!.text).not.toMatch(/parking|Sundays/);
  });

  it('covers the next day from where the last one ended', async () => {
    await runAt('2026-05-02T23:00:00Z');
    expect(await digests(owner)).toHaveLength(2);
    await runAt('2026-05-03T01:05:00Z');
    const [latest] = await digests(owner);
    expect(latest!.subject).toBe('Your daily summary for Saturday, May 2: 1 call');
    expect(latest!.text).toContain('Calls: 1');
    expect(latest!.text).not.toContain('New questions');
  });

  it("uses the zone of the owner's agent until they choose one, and skips a day without calls", async () => {
    // 18:00 in Tokyo on 1 May is 09:00 UTC; that owner's call at 12:00 local was in the span.
    const tokyo = await digests(tokyoOwner);
    expect(tokyo.map((mail) => mail.subject)).toEqual(['Your daily summary for Friday, May 1: 1 call']);
    expect(tokyo[0]!.text).toContain('to Fri, May 1, 6:00 PM GMT+9');
    // 30 April and the days after 1 May had no calls there: nothing sent, but each day is settled.
    await runAt('2026-05-03T09:10:00Z');
    expect(await digests(tokyoOwner)).toHaveLength(1);
    const settled = await t.db
      .select({ key: notificationDeliveries.key, sentAt: notificationDeliveries.sentAt })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, tokyoOwner.id));
    expect(settled.map((row) => row.key).sort()).toEqual(['2026-04-30', '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(settled.every((row) => row.sentAt !== null)).toBe(true);
  });

  it('is never sent to an owner who switched it off', async () => {
    expect(await digests(quiet)).toEqual([]);
  });
});
