import { buildSubscriptionView, type SubscriptionSource } from '@portal/shared/subscription';
import { describe, expect, it } from 'vitest';
import { allowanceText, amountOf, canUpgrade, nextBillingText, perInterval, renewalOf } from './overview-values';

const period = { start: new Date('2026-11-01T00:00:00.000Z'), end: new Date('2026-12-01T00:00:00.000Z') };
const pro = { amountCents: 2900, currency: 'usd', interval: 'month' };

/** The view the server derives, from a paid Pro Plan that renews unless told otherwise. */
const viewOf = (overrides: Partial<SubscriptionSource> = {}) =>
  buildSubscriptionView({
    plan: 'Pro Plan',
    subscriptionStatus: 'active',
    subscriptionId: 'sub_1',
    startedAt: new Date('2026-10-01T00:00:00.000Z'),
    currentPeriodEnd: new Date('2026-12-15T12:00:00.000Z'),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    period,
    callSeconds: 0,
    callCount: 0,
    textCount: 0,
    phoneNumbers: [],
    billing: { paymentMethod: null, invoices: [], price: pro },
    ...overrides,
  });

const free = { plan: 'Free', subscriptionId: null, startedAt: null, currentPeriodEnd: null } as const;

describe("the subscription overview's amount", () => {
  it('is the price of the running subscription, as Stripe has it', () => {
    expect(amountOf(viewOf())).toEqual({ text: '$29.00 / month' });
    expect(
      amountOf(viewOf({ billing: { paymentMethod: null, invoices: [], price: { ...pro, currency: 'eur' } } })),
    ).toEqual({ text: '€29.00 / month' });
  });

  it('is nothing a month on the Free plan, whatever Stripe holds', () => {
    expect(amountOf(viewOf({ ...free, billing: { paymentMethod: null, invoices: [] } }))).toEqual({
      text: '$0.00 / month',
    });
    expect(amountOf(viewOf({ ...free, billing: null }))).toEqual({ text: '$0.00 / month' });
  });

  it('is not made up when Stripe could not be reached or has no price for the plan', () => {
    expect(amountOf(viewOf({ billing: null }))).toEqual({
      unknown: 'The price could not be loaded from Stripe just now.',
    });
    expect(amountOf(viewOf({ billing: { paymentMethod: null, invoices: [], price: null } }))).toEqual({
      unknown: 'Stripe has no running subscription for this plan.',
    });
    expect(
      amountOf(viewOf({ billing: { paymentMethod: null, invoices: [], price: { ...pro, amountCents: null } } })),
    ).toEqual({ unknown: 'Stripe works out this price on each invoice.' });
  });

  it('reads a price without an interval as the amount alone', () => {
    expect(perInterval({ amountCents: 4900, currency: 'usd', interval: null })).toBe('$49.00');
    expect(perInterval({ amountCents: 4900, currency: 'usd', interval: 'year' })).toBe('$49.00 / year');
  });
});

describe("the subscription overview's renewal date", () => {
  it('is the end of the paid period, dated as the detail page dates it', () => {
    // Local time, like the detail page's Next Billing (formatLongDate of the same moment).
    const end = new Date('2026-12-15T12:00:00.000Z');
    expect(renewalOf(viewOf())).toEqual({
      text: `December ${end.getDate()}, 2026`,
    });
  });

  it('on Free, is the first day of the next monthly allowance', () => {
    expect(renewalOf(viewOf({ ...free, billing: { paymentMethod: null, invoices: [] } }))).toEqual({
      text: 'December 1, 2026',
      note: 'Not billed; your allowance restarts',
    });
  });

  it('says a cancelled plan will not renew, and when it ends', () => {
    const view = viewOf({ cancelAtPeriodEnd: true });
    expect(renewalOf(view).text).toMatch(/^Will not renew \(ends December 1[45], 2026\)$/);
  });

  it('is not made up while the paid plan is not running', () => {
    expect(renewalOf(viewOf({ subscriptionStatus: 'past_due' }))).toEqual({
      unknown: "Not known while the plan's status is Past Due.",
    });
    expect(renewalOf(viewOf({ subscriptionStatus: 'paused' }))).toEqual({
      unknown: "Not known while the plan's status is unknown.",
    });
  });
});

describe('upgrading', () => {
  it('is offered below the top plan, and on a plan the portal does not know', () => {
    expect(canUpgrade({ planName: 'Free' })).toBe(true);
    expect(canUpgrade({ planName: 'Pro Plan' })).toBe(true);
    expect(canUpgrade({ planName: 'Enterprise' })).toBe(true);
    expect(canUpgrade({ planName: ' premium plan ' })).toBe(false);
  });

  it("states a plan's allowance as the plan picker does, one number in the singular", () => {
    expect(allowanceText({ minutes: 1500, calls: 600, phoneNumbers: 5 })).toBe(
      '1,500 minutes · 600 calls · 5 phone numbers',
    );
    expect(allowanceText({ minutes: 50, calls: 20, phoneNumbers: 1 })).toBe('50 minutes · 20 calls · 1 phone number');
  });
});

describe('the next billing', () => {
  it('is the renewal date, "Not billed" on Free, and "None scheduled" for a plan that will not renew', () => {
    const end = new Date('2026-12-15T12:00:00.000Z');
    expect(nextBillingText(viewOf())).toBe(`December ${end.getDate()}, 2026`);
    expect(nextBillingText(viewOf({ ...free, billing: { paymentMethod: null, invoices: [] } }))).toBe('Not billed');
    expect(nextBillingText(viewOf({ cancelAtPeriodEnd: true }))).toBe('None scheduled');
    expect(nextBillingText(viewOf({ subscriptionStatus: 'past_due' }))).toBe('None scheduled');
  });
});
