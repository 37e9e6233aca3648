import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, notificationDeliveries, profiles } from '../../db/schema/index.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { ALLOWANCE_EMAIL_JOB } from './notifications.jobs.ts';
import { withRecordedJobs } from './testing.ts';

// Usage is seeded as call records; the check runs as pg-boss's worker would run the queued job, with
// the clock fixed: May 2026 is the usage period (calendar month, UTC) of an owner without Stripe.

const MAY = new Date('2026-05-15T12:00:00.000Z');
const JUNE = new Date('2026-06-10T12:00:00.000Z');

let t: TestApp;
let may: Awaited<ReturnType<typeof withRecordedJobs>>;

const allowanceMails = async (user: SignedInUser) =>
  (await t.mailsTo(user.email)).filter((mail) => mail.subject.startsWith('You have used'));

const checkAllowance = (user: SignedInUser, jobs = may) => jobs.run(ALLOWANCE_EMAIL_JOB, { userId: user.id });

/** An owner on a plan, with their profile's time zone (none: UTC). */
async function owner(tag: string, plan: string, timezone: string | null = null) {
  const user = await signedInUser(t, tag);
  await t.db.update(profiles).set({ plan, timezone }).where(eq(profiles.id, user.id));
  return user;
}

/** Ended calls of this owner at `at`, `minutes` long in all (the first call carries them). */
async function useCalls(user: SignedInUser, at: Date, { calls = 1, minutes = 0 }) {
  await t.db.insert(callRecords).values(
    Array.from({ length: calls }, (_, index) => ({
      vapiCallId: `allowance-${randomUUID()}`,
      userId: user.id,
      type: 'inboundPhoneCall',
      status: 'ended',
      startedAt: at,
      callDurationSeconds: index === 0 ? minutes * 60 : 0,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  may = await withRecordedJobs(t, () => MAY);
});
afterAll(() => t.close());

describe('the allowance e-mails', () => {
  it('are checked after every ended call, test calls too, keyed by the owner', async () => {
    const user = await signedInUser(t, 'allowance-queue');
    const created = await user.json('/api/agents', 'POST', { agentName: 'Front Desk' });
    const { vapiAgentId } = (await readJson<{ agent: { vapiAgentId: string } }>(created)).agent;
    may.queued.length = 0;
    for (const call of [
      vapiCall({ assistantId: vapiAgentId }),
      { ...vapiCall({ assistantId: vapiAgentId }), type: 'webCall' },
    ]) {
      expect((await may.webhook(endOfCallReport(call, {}))).status).toBe(200);
    }
    const checks = may.queued.filter((job) => job.name === ALLOWANCE_EMAIL_JOB);
    expect(checks).toEqual([
      { name: ALLOWANCE_EMAIL_JOB, data: { userId: user.id }, key: user.id },
      { name: ALLOWANCE_EMAIL_JOB, data: { userId: user.id }, key: user.id },
    ]);
  });

  describe('for minutes, period by period', () => {
    let pro: SignedInUser;
    beforeAll(async () => {
      pro = await owner('allowance-minutes', 'Pro Plan');
    });

    it('sends nothing at 79%', async () => {
      await useCalls(pro, new Date('2026-05-03T15:00:00.000Z'), { minutes: 395 });
      await checkAllowance(pro);
      expect(await allowanceMails(pro)).toEqual([]);
    });

    it('sends the 80% e-mail once at 80%, however often and on however many workers the check runs', async () => {
      await useCalls(pro, new Date('2026-05-04T15:00:00.000Z'), { minutes: 17 });
      await Promise.all([checkAllowance(pro), checkAllowance(pro)]);
      await checkAllowance(pro);
      const mails = await allowanceMails(pro);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('You have used 80% of the minutes in your plan (412 of 500 minutes)');
      for (const line of [
        'Your Pro Plan includes 500 minutes each period, and your agents have used 412 of them so far: 80% of the allowance.',
        'Plan: Pro Plan',
        'Used: 412 of 500 minutes',
        // No zone in the profile: the period's end, the start of June, in UTC.
        'This period ends: Mon, Jun 1, 12:00 AM UTC',
        'your agent keeps answering every call',
        'shows on your Subscription page as over your plan',
        'upgrading your plan gives you more',
        `See your usage and plans: ${t.config.publicUrl}/subscription-detail`,
      ]) {
        expect(mail!.text).toContain(line);
      }
      expect(mail!.html).toContain(`<a href="${t.config.publicUrl}/subscription-detail">`);
    });

    it('sends the 100% e-mail once the whole allowance is used, after the 80% one', async () => {
      await useCalls(pro, new Date('2026-05-05T15:00:00.000Z'), { minutes: 88 });
      await checkAllowance(pro);
      await checkAllowance(pro);
      const [latest, ...earlier] = await allowanceMails(pro);
      expect(earlier).toHaveLength(1);
      expect(latest!.subject).toBe('You have used all the minutes in your plan (500 of 500 minutes)');
      expect(latest!.text).toContain('your agents have now used 500 of them: the whole allowance.');
      expect(latest!.text).toContain('Nothing is cut off: your agent keeps answering every call.');
    });

    it('sends again in a new period', async () => {
      await useCalls(pro, new Date('2026-06-02T15:00:00.000Z'), { minutes: 450 });
      await checkAllowance(pro, await withRecordedJobs(t, () => JUNE));
      const [latest, ...earlier] = await allowanceMails(pro);
      expect(earlier).toHaveLength(2);
      expect(latest!.subject).toBe('You have used 80% of the minutes in your plan (450 of 500 minutes)');
      expect(latest!.text).toContain('This period ends: Wed, Jul 1, 12:00 AM UTC');
    });
  });

  describe('for calls', () => {
    let free: SignedInUser;
    beforeAll(async () => {
      free = await owner('allowance-calls', 'Free', 'America/Chicago');
    });

    it('sends only the 100% e-mail when usage jumps past both thresholds, and settles the 80% one', async () => {
      await useCalls(free, new Date('2026-05-06T15:00:00.000Z'), { calls: 21 });
      await checkAllowance(free);
      await checkAllowance(free);
      const mails = await allowanceMails(free);
      expect(mails.map((mail) => mail.subject)).toEqual(['You have used all the calls in your plan (21 of 20 calls)']);
      expect(mails[0]!.text).toContain('Your Free plan includes 20 calls each period');
      // The end of May in UTC, as the owner's own zone reads it.
      expect(mails[0]!.text).toContain('This period ends: Sun, May 31, 7:00 PM CDT (America/Chicago)');
      const settled = await t.db
        .select({ key: notificationDeliveries.key, sentAt: notificationDeliveries.sentAt })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, free.id), eq(notificationDeliveries.kind, 'allowance')));
      expect(settled.map((row) => row.key).sort()).toEqual([
        '2026-05-01T00:00:00.000Z|calls|100',
        '2026-05-01T00:00:00.000Z|calls|80',
      ]);
      expect(settled.every((row) => row.sentAt)).toBe(true);
    });

    it("never sends because of another owner's usage", async () => {
      const quiet = await owner('allowance-quiet', 'Free');
      const before = (await allowanceMails(free)).length;
      await useCalls(free, new Date('2026-05-07T15:00:00.000Z'), { calls: 5, minutes: 60 });
      await checkAllowance(quiet);
      expect(await allowanceMails(quiet)).toEqual([]);
      expect(await allowanceMails(free)).toHaveLength(before);
    });
  });
});
