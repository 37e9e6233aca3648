import { describe, expect, it } from 'vitest';
import { formatCents, SAMPLE_BILLING } from './billing.ts';
import { addMonthsUtc, formatLongDate } from './dates.ts';
import { planAllowance, planName } from './plans.ts';
import {
  buildSubscriptionView,
  canCancelPlan,
  minutesFromSeconds,
  subscriptionStatus,
  subscriptionViewSchema,
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

  it('is the month before a future period end', () => {
    const end = new Date('2025-03-20T00:00:00Z');
    expect(usagePeriod(end, now)).toEqual({ start: new Date('2025-02-20T00:00:00Z'), end });
  });

  it('is the calendar month without a period end, or when it has passed', () => {
    const month = { start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-04-01T00:00:00Z') };
    expect(usagePeriod(null, now)).toEqual(month);
    expect(usagePeriod(new Date('2025-01-01T00:00:00Z'), now)).toEqual(month);
    expect(usagePeriod(new Date('invalid'), now)).toEqual(month);
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

describe('the derived subscription view', () => {
  const period = { start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-04-01T00:00:00Z') };
  const source = (overrides: Partial<SubscriptionSource> = {}): SubscriptionSource => ({
    plan: 'Pro Plan',
    subscriptionStatus: 'active',
    currentPeriodEnd: new Date('2025-04-01T00:00:00Z'),
    trialEnd: new Date('2025-03-10T00:00:00Z'),
    period,
    callSeconds: 3 * 60 + 40,
    callCount: 4,
    phoneNumberCount: 2,
    ...overrides,
  });

  it('combines the plan, the status and real usage', () => {
    const view = buildSubscriptionView(source());
    expect(subscriptionViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      planName: 'Pro Plan',
      status: { label: 'Active', style: 'active' },
      renewalDate: '2025-04-01T00:00:00.000Z',
      nextBillingDate: '2025-04-01T00:00:00.000Z',
      trialEndDate: null,
      usagePeriod: { start: '2025-03-01T00:00:00.000Z', end: '2025-04-01T00:00:00.000Z' },
      minutesUsed: 4,
      minutesIncluded: 500,
      callsMade: 4,
      callsIncluded: 200,
      phoneNumbersAssigned: 2,
      phoneNumbersIncluded: 3,
      paymentMethod: { brand: 'Visa', last4: '4242' },
      billingIsSample: true,
    });
    expect(view.invoices).toEqual(SAMPLE_BILLING.invoices);
    expect(view.startDate).toBe('2024-01-01');
  });

  it('shows the trial end only while trialing', () => {
    expect(buildSubscriptionView(source({ subscriptionStatus: 'trialing' })).trialEndDate).toBe(
      '2025-03-10T00:00:00.000Z',
    );
    expect(buildSubscriptionView(source({ subscriptionStatus: 'past_due' })).trialEndDate).toBeNull();
  });

  it('uses the defaults without a profile: Free, Canceled, no card, no dates', () => {
    const view = buildSubscriptionView(
      source({ plan: null, subscriptionStatus: null, currentPeriodEnd: null, trialEnd: null, callSeconds: 0 }),
    );
    expect(view).toMatchObject({
      planName: 'Free',
      status: { label: 'Canceled', style: 'canceled' },
      renewalDate: null,
      nextBillingDate: null,
      paymentMethod: null,
      minutesUsed: 0,
      minutesIncluded: 50,
      callsIncluded: 20,
      phoneNumbersIncluded: 1,
    });
  });

  it('gives an unknown plan the Free allowances and keeps its name', () => {
    const view = buildSubscriptionView(source({ plan: 'Enterprise', subscriptionStatus: 'paused' }));
    expect(view).toMatchObject({ planName: 'Enterprise', minutesIncluded: 50, status: { label: null } });
  });
});
