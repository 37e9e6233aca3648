import { describe, expect, it } from 'vitest';
import { formatCents } from './billing.ts';
import { addMonthsUtc, formatLongDate } from './dates.plain.ts';
import { planAllowance, planName } from './plans.plain.ts';
import {
  buildSubscriptionView,
  canCancelPlan,
  minutesFromSeconds,
  subscriptionStatus,
  subscriptionViewSchema,
  numbersBeyondAllowance,
  usagePercent,
  usagePeriod,
  type SubscriptionSource,
} from './subscription.ts';

describe('plan allowances', () => {
  it.each([
    ['Free', 50, 20, 1],
    ['Pro Plan', 500, 200, 3],
    ['Premium Plan', 1500, 600, 5],
    ['  premium plan ', 1500, 600, 5],
    ['Enterprise', 50, 20, 1],
    ['', 50, 20, 1],
    [null, 50, 20, 1],
    [undefined, 50, 20, 1],
  ])('%j allows %i minutes, %i calls, %i numbers', (plan, minutes, calls, phoneNumbers) => {
    expect(planAllowance(plan)).toMatchObject({ minutes, calls, phoneNumbers });
  });

  it('describes an unknown plan as using the Free limits', () => {
    expect(planAllowance('Enterprise').description).toMatch(/Free plan's limits apply/);
    expect(planAllowance('Free').description).not.toMatch(/limits apply/);
  });

  it.each([
    ['Pro Plan', 'Pro Plan'],
    ['', 'Free'],
    ['   ', 'Free'],
    [null, 'Free'],
  ])('names %j as %j', (plan, name) => expect(planName(plan)).toBe(name));
});

describe('subscription status', () => {
  it.each([
    ['active', 'Active', 'active'],
    ['ACTIVE', 'Active', 'active'],
    ['trialing', 'Trial', 'trial'],
    ['Trialing', 'Trial', 'trial'],
    ['past_due', 'Past Due', 'past-due'],
    ['Past Due', 'Past Due', 'past-due'],
    ['canceled', 'Canceled', 'canceled'],
    ['incomplete_expired', 'Canceled', 'canceled'],
    ['', 'Canceled', 'canceled'],
    [null, 'Canceled', 'canceled'],
    [undefined, 'Canceled', 'canceled'],
    ['incomplete', null, 'unknown'],
    ['paused', null, 'unknown'],
  ])('%j shows %j in style %j', (raw, label, style) => {
    expect(subscriptionStatus(raw)).toEqual({ label, style });
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['paused', false],
  ])('%j offers Cancel Plan: %s', (raw, offered) => expect(canCancelPlan(subscriptionStatus(raw))).toBe(offered));
});

describe('usage', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [3600, 60],
    [Number.NaN, 0],
  ])('%i seconds are %i minutes', (seconds, minutes) => expect(minutesFromSeconds(seconds)).toBe(minutes));

  it.each([
    [0, 50, 0],
    [25, 50, 50],
    [50, 50, 100],
    [80, 50, 100],
    [-5, 50, 0],
    [10, 0, 0],
    [10, -1, 0],
    [1, 3, 100 / 3],
  ])('%i of %i is %d%', (used, included, percent) => expect(usagePercent(used, included)).toBeCloseTo(percent));
});

describe('usage period', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('is the subscription’s current period while it runs', () => {
    const start = new Date('2025-03-04T09:30:00Z');
    const end = new Date('2025-04-04T09:30:00Z');
    expect(usagePeriod({ start, end }, now)).toEqual({ start, end });
  });

  it('is the month before a future period end when its start is unknown or not before it', () => {
    const end = new Date('2025-03-20T00:00:00Z');
    const monthBefore = { start: new Date('2025-02-20T00:00:00Z'), end };
    expect(usagePeriod({ start: null, end }, now)).toEqual(monthBefore);
    expect(usagePeriod({ start: end, end }, now)).toEqual(monthBefore);
    expect(usagePeriod({ start: new Date('invalid'), end }, now)).toEqual(monthBefore);
  });

  it('is the calendar month without a period end, or when it has passed', () => {
    const month = { start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-04-01T00:00:00Z') };
    expect(usagePeriod({ start: null, end: null }, now)).toEqual(month);
    const ended = { start: new Date('2024-12-01T00:00:00Z'), end: new Date('2025-01-01T00:00:00Z') };
    expect(usagePeriod(ended, now)).toEqual(month);
    expect(usagePeriod({ start: null, end: new Date('invalid') }, now)).toEqual(month);
  });

  it.each([
    ['2025-03-31T00:00:00Z', -1, '2025-02-28T00:00:00.000Z'],
    ['2024-03-31T00:00:00Z', -1, '2024-02-29T00:00:00.000Z'],
    ['2025-01-15T10:30:00Z', -1, '2024-12-15T10:30:00.000Z'],
    ['2025-12-01T00:00:00Z', 1, '2026-01-01T00:00:00.000Z'],
  ])('%s plus %i month is %s', (from, months, expected) => {
    expect(addMonthsUtc(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('long dates', () => {
  it.each([
    ['2024-01-01', 'January 1, 2024'],
    ['2025-12-31', 'December 31, 2025'],
    [new Date(2024, 6, 4, 12), 'July 4, 2024'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
  ])('%j is %j', (value, text) => expect(formatLongDate(value)).toBe(text));
});

describe('invoice amounts', () => {
  it.each([
    [2900, 'usd', '$29.00'],
    [0, 'usd', '$0.00'],
    [123456, 'USD', '$1,234.56'],
    [2900, 'eur', '€29.00'],
    [2900, 'not-a-code', '29.00 NOT-A-CODE'],
  ])('%i cents in %s is %s', (cents, currency, text) => expect(formatCents(cents, currency)).toBe(text));
});

describe('numbers beyond the allowance', () => {
  const numbers = [
    { id: 'a', createdAt: '2025-01-01T00:00:00Z' },
    { id: 'c', createdAt: '2025-03-01T00:00:00Z' },
    { id: 'b', createdAt: '2025-02-01T00:00:00Z' },
  ];

  it('are the newest ones, newest first, so the first numbers bought are kept', () => {
    expect(numbersBeyondAllowance(numbers, 1).map((number) => number.id)).toEqual(['c', 'b']);
    expect(numbersBeyondAllowance(numbers, 2).map((number) => number.id)).toEqual(['c']);
  });

  it('are none within the allowance', () => {
    expect(numbersBeyondAllowance(numbers, 3)).toEqual([]);
    expect(numbersBeyondAllowance(numbers, 5)).toEqual([]);
    expect(numbersBeyondAllowance([], 0)).toEqual([]);
  });
});

describe('the derived subscription view', () => {
  const period = { start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-04-01T00:00:00Z') };
  const card = { brand: 'Visa', last4: '1881' };
  const invoice = (id: string) => ({
    id,
    date: '2025-03-01T00:00:00.000Z',
    amountCents: 2900,
    currency: 'usd',
    status: 'paid',
    pdfUrl: `https://files.example/${id}.pdf`,
  });
  const number = (id: string, createdAt: string) => ({ id, phoneNumber: `+1512555010${id}`, createdAt });
  const source = (overrides: Partial<SubscriptionSource> = {}): SubscriptionSource => ({
    plan: 'Pro Plan',
    subscriptionStatus: 'active',
    subscriptionId: 'sub_1',
    startedAt: new Date('2025-01-01T00:00:00Z'),
    currentPeriodEnd: new Date('2025-04-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    trialEnd: new Date('2025-03-10T00:00:00Z'),
    period,
    callSeconds: 3 * 60 + 40,
    callCount: 4,
    textCount: 0,
    phoneNumbers: [number('1', '2025-01-02T00:00:00Z'), number('2', '2025-01-03T00:00:00Z')],
    billing: { paymentMethod: card, invoices: [invoice('in_1')] },
    ...overrides,
  });

  it('combines the plan, the status, real usage and what Stripe holds', () => {
    const view = buildSubscriptionView(source());
    expect(subscriptionViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      planName: 'Pro Plan',
      status: { label: 'Active', style: 'active' },
      hasPaidPlan: true,
      startDate: '2025-01-01T00:00:00.000Z',
      renewalDate: '2025-04-01T00:00:00.000Z',
      nextBillingDate: '2025-04-01T00:00:00.000Z',
      cancelsOn: null,
      trialEndDate: null,
      usagePeriod: { start: '2025-03-01T00:00:00.000Z', end: '2025-04-01T00:00:00.000Z' },
      minutesUsed: 4,
      minutesIncluded: 500,
      callsMade: 4,
      callsIncluded: 200,
      phoneNumbersAssigned: 2,
      phoneNumbersIncluded: 3,
      numbersToRelease: [],
      paymentMethod: card,
      invoices: [invoice('in_1')],
      billingUnavailable: false,
    });
  });

  it('gives the running subscription’s price as Stripe has it, and none when it was not read', () => {
    const price = { amountCents: 2900, currency: 'usd', interval: 'month' };
    const view = buildSubscriptionView(source({ billing: { paymentMethod: card, invoices: [], price } }));
    expect(subscriptionViewSchema.parse(view).price).toEqual(price);
    expect(buildSubscriptionView(source()).price).toBeNull();
    expect(buildSubscriptionView(source({ billing: null })).price).toBeNull();
  });

  it('shows a cancelled plan’s end instead of a renewal or a next bill', () => {
    expect(buildSubscriptionView(source({ cancelAtPeriodEnd: true }))).toMatchObject({
      hasPaidPlan: true,
      cancelsOn: '2025-04-01T00:00:00.000Z',
      renewalDate: null,
      nextBillingDate: null,
    });
  });

  it('shows the trial end only while trialing', () => {
    expect(buildSubscriptionView(source({ subscriptionStatus: 'trialing' })).trialEndDate).toBe(
      '2025-03-10T00:00:00.000Z',
    );
    expect(buildSubscriptionView(source({ subscriptionStatus: 'past_due' })).trialEndDate).toBeNull();
  });

  it('shows a new account as Free and Active, with nothing to renew, no card and no invoices', () => {
    const view = buildSubscriptionView(
      source({
        plan: 'Free',
        subscriptionStatus: 'active',
        subscriptionId: null,
        startedAt: null,
        currentPeriodEnd: null,
        trialEnd: null,
        callSeconds: 0,
        phoneNumbers: [],
        billing: { paymentMethod: null, invoices: [] },
      }),
    );
    expect(view).toMatchObject({
      planName: 'Free',
      status: { label: 'Active', style: 'active' },
      hasPaidPlan: false,
      startDate: null,
      renewalDate: null,
      nextBillingDate: null,
      cancelsOn: null,
      paymentMethod: null,
      invoices: [],
      minutesIncluded: 50,
      callsIncluded: 20,
      phoneNumbersIncluded: 1,
      billingUnavailable: false,
    });
  });

  it('uses the defaults without a profile: Free, Canceled', () => {
    const view = buildSubscriptionView(
      source({ plan: null, subscriptionStatus: null, subscriptionId: null, currentPeriodEnd: null, trialEnd: null }),
    );
    expect(view).toMatchObject({
      planName: 'Free',
      status: { label: 'Canceled', style: 'canceled' },
      hasPaidPlan: false,
    });
  });

  it('names the numbers to release after a downgrade, and says when Stripe could not be reached', () => {
    const view = buildSubscriptionView(
      source({
        plan: 'Free',
        subscriptionId: null,
        phoneNumbers: [number('1', '2025-01-02T00:00:00Z'), number('3', '2025-02-02T00:00:00Z')],
        billing: null,
      }),
    );
    expect(view.numbersToRelease).toEqual([{ id: '3', phoneNumber: '+15125550103' }]);
    expect(view).toMatchObject({ billingUnavailable: true, paymentMethod: null, invoices: [] });
  });

  it('lists at most five invoices', () => {
    const invoices = ['1', '2', '3', '4', '5', '6'].map((id) => invoice(`in_${id}`));
    const view = buildSubscriptionView(source({ billing: { paymentMethod: null, invoices } }));
    expect(view.invoices.map((shown) => shown.id)).toEqual(['in_1', 'in_2', 'in_3', 'in_4', 'in_5']);
  });

  it('gives an unknown plan the Free allowances and keeps its name', () => {
    const view = buildSubscriptionView(source({ plan: 'Enterprise', subscriptionStatus: 'paused' }));
    expect(view).toMatchObject({ planName: 'Enterprise', minutesIncluded: 50, status: { label: null } });
  });
});
