import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, phoneNumbers, profiles } from '../../db/schema/index.ts';
import type { SubscriptionView } from '@portal/shared/subscription';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const call = (userId: string, startedAt: Date, seconds: number) => ({
  vapiCallId: randomUUID(),
  userId,
  startedAt,
  callDurationSeconds: seconds,
});
const detailOf = async (user: SignedInUser) => {
  const response = await user.request('/api/subscription/detail');
  expect(response.status).toBe(200);
  return readJson<SubscriptionView>(response);
};

describe('GET /api/subscription/summary', () => {
  it('gives the plan, Free by default', async () => {
    expect(await (await bob.request('/api/subscription/summary')).json()).toEqual({ plan: 'Free' });
  });

  it('needs a session', async () => {
    expect((await t.request('/api/subscription/summary')).status).toBe(401);
    expect((await t.request('/api/subscription/detail')).status).toBe(401);
  });
});

describe('GET /api/subscription/detail', () => {
  it('shows a new account as Free and Active with zero usage, no card and no invoices', async () => {
    expect(await detailOf(bob)).toEqual({
      planName: 'Free',
      planDescription: expect.any(String),
      status: { label: 'Active', style: 'active' },
      hasPaidPlan: false,
      startDate: null,
      renewalDate: null,
      trialEndDate: null,
      cancelsOn: null,
      usagePeriod: { start: expect.any(String), end: expect.any(String) },
      minutesUsed: 0,
      minutesIncluded: 50,
      callsMade: 0,
      callsIncluded: 20,
      textsSent: 0,
      textsIncluded: 50,
      phoneNumbersAssigned: 0,
      phoneNumbersIncluded: 1,
      numbersToRelease: [],
      price: null,
      paymentMethod: null,
      nextBillingDate: null,
      invoices: [],
      billingUnavailable: false,
    });
  });

  it('counts this calendar month’s calls of the caller only, without a period end', async () => {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await t.db
      .insert(callRecords)
      .values([
        call(alice.id, now, 90),
        call(alice.id, monthStart, 100),
        call(alice.id, new Date(monthStart.getTime() - DAY), 6000),
        call(bob.id, now, 3000),
      ]);
    await t.db.insert(phoneNumbers).values({ userId: alice.id, phoneNumber: '+15125550201' });

    const view = await detailOf(alice);
    expect(view).toMatchObject({ minutesUsed: 3, callsMade: 2, phoneNumbersAssigned: 1 });
    expect(view.usagePeriod.start).toBe(monthStart.toISOString());
    expect(await detailOf(bob)).toMatchObject({ minutesUsed: 50, callsMade: 1, phoneNumbersAssigned: 0 });
  });

  it('counts usage in the subscription’s current period, with the plan’s allowances', async () => {
    const dave = await signedInUser(t, 'dave');
    const periodEnd = new Date(Date.now() + 10 * DAY);
    const periodStart = new Date(Date.now() - 20 * DAY);
    await t.db
      .update(profiles)
      .set({
        plan: 'Pro Plan',
        subscriptionStatus: 'ACTIVE',
        stripeSubscriptionId: 'sub_dave',
        subCurrentPeriodStart: periodStart,
        subCurrentPeriodEnd: periodEnd,
      })
      .where(eq(profiles.id, dave.id));
    await t.db
      .insert(callRecords)
      .values([
        call(dave.id, new Date(), 30),
        call(dave.id, new Date(Date.now() - 15 * DAY), 600),
        call(dave.id, new Date(Date.now() - 45 * DAY), 6000),
      ]);

    const view = await detailOf(dave);
    expect(view).toMatchObject({
      planName: 'Pro Plan',
      status: { label: 'Active', style: 'active' },
      renewalDate: periodEnd.toISOString(),
      nextBillingDate: periodEnd.toISOString(),
      hasPaidPlan: true,
      minutesIncluded: 500,
      callsIncluded: 200,
      phoneNumbersIncluded: 3,
      usagePeriod: { start: periodStart.toISOString(), end: periodEnd.toISOString() },
    });
    // 30 + 600 seconds = 10.5 minutes, rounded; the call 45 days ago is outside the period.
    expect(view).toMatchObject({ minutesUsed: 11, callsMade: 2 });
  });

  it('shows the trial end while trialing and an unknown status without a label', async () => {
    const trialEnd = new Date(Date.now() + 5 * DAY);
    await t.db
      .update(profiles)
      .set({ subscriptionStatus: 'trialing', subTrialEnd: trialEnd })
      .where(eq(profiles.id, bob.id));
    expect(await detailOf(bob)).toMatchObject({ status: { label: 'Trial' }, trialEndDate: trialEnd.toISOString() });

    await t.db
      .update(profiles)
      .set({ subscriptionStatus: 'paused', plan: 'Enterprise' })
      .where(eq(profiles.id, bob.id));
    expect(await detailOf(bob)).toMatchObject({
      planName: 'Enterprise',
      status: { label: null, style: 'unknown' },
      trialEndDate: null,
      minutesIncluded: 50,
    });
  });

  it('names the newest numbers beyond the plan after a downgrade', async () => {
    const erin = await signedInUser(t, 'erin');
    const bought = (phoneNumber: string, days: number) => ({
      userId: erin.id,
      phoneNumber,
      createdAt: new Date(Date.now() - days * DAY),
    });
    await t.db
      .insert(phoneNumbers)
      .values([bought('+15125550301', 30), bought('+15125550302', 20), bought('+15125550303', 10)]);
    const view = await detailOf(erin);
    expect(view).toMatchObject({ planName: 'Free', phoneNumbersAssigned: 3, phoneNumbersIncluded: 1 });
    expect(view.numbersToRelease.map((number) => number.phoneNumber)).toEqual(['+15125550303', '+15125550302']);
  });

  it('is not an error without a profile: plan Free, status Canceled', async () => {
    const carol = await signedInUser(t, 'carol');
    await t.db.delete(profiles).where(eq(profiles.id, carol.id));
    expect(await (await carol.request('/api/subscription/summary')).json()).toEqual({ plan: 'Free' });
    expect(await detailOf(carol)).toMatchObject({ planName: 'Free', status: { label: 'Canceled' }, minutesUsed: 0 });
  });
});

describe('the OpenAPI document', () => {
  it('describes the account and subscription endpoints', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys((await readJson<{ paths: object }>(response)).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/account/summary',
        '/account/profile',
        '/account/avatar',
        '/subscription/summary',
        '/subscription/detail',
      ]),
    );
  });
});
