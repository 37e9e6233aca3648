import type { SubscriptionView } from '@portal/shared/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PRICE_IDS } from '../../providers/billing/plans.ts';
import { submitHostedForm } from '@portal/sandbox/stripe/testing';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { stripeSandbox } from '../../testing/stripe-sandbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { billingOf } from './testing.ts';

let t: TestApp;
let sandbox: ReturnType<typeof stripeSandbox>;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  sandbox = stripeSandbox(t);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function redirect(user: SignedInUser, path: string, body: object) {
  const response = await user.json(path, 'POST', body);
  expect(response.status).toBe(200);
  return (await readJson<{ url: string }>(response)).url;
}

async function detailOf(user: SignedInUser) {
  const response = await user.request('/api/subscription/detail');
  expect(response.status).toBe(200);
  return readJson<SubscriptionView>(response);
}

async function refusal(user: SignedInUser, path: string, body: object) {
  const response = await user.json(path, 'POST', body);
  return { status: response.status, message: (await readJson<ErrorJson>(response)).error.message };
}

describe('a plan bought, changed and cancelled through Stripe (sandbox), written only by signed webhooks', () => {
  it('sends a Free user to Checkout for the plan and makes their Stripe customer', async () => {
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Free', status: 'active', customerId: null });
    const url = await redirect(alice, '/api/billing/checkout', { plan: 'Pro Plan' });
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/stripe/c/pay/cs_test_`));
    const { customerId } = await billingOf(t, alice.id);
    expect(customerId).toMatch(/^cus_/);
    const customer = await sandbox.client().customers.retrieve(customerId!);
    expect(customer).toMatchObject({ email: alice.email, metadata: { userId: alice.id } });
    // Nothing changes until Stripe says the plan is paid.
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Free', status: 'active' });
  });

  it('makes the user Pro, active, with the period end, once the hosted page is paid', async () => {
    const { paid } = await sandbox.subscribe(alice, 'Pro Plan');
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${t.config.publicUrl}/subscription-detail\\?checkout=success&session_id=cs_test_\\w+$`),
    );
    // Every event reached the real route and was accepted (never the 401 of the signed-in API).
    expect(new Set((await sandbox.delivered()).map((event) => event.delivery!.lastStatus))).toEqual(new Set([200]));

    const profile = await billingOf(t, alice.id);
    const [subscription] = (await sandbox.client().subscriptions.list({ customer: profile.customerId! })).data;
    const periodEnd = new Date(subscription!.items.data[0]!.current_period_end * 1000);
    expect(profile).toMatchObject({
      plan: 'Pro Plan',
      status: 'active',
      periodEnd,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      subscriptionId: subscription!.id,
    });
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);

    const view = await detailOf(alice);
    // Bought on Free: usage goes on being counted from the start of Free's calendar month (UTC),
    // so the calls made before the upgrade still count, until the subscription's period ends.
    const periodStart = new Date(subscription!.items.data[0]!.current_period_start * 1000);
    const monthStart = new Date(Date.UTC(periodStart.getUTCFullYear(), periodStart.getUTCMonth(), 1));
    expect(view).toMatchObject({
      planName: 'Pro Plan',
      status: { label: 'Active', style: 'active' },
      hasPaidPlan: true,
      startDate: new Date(subscription!.start_date * 1000).toISOString(),
      renewalDate: periodEnd.toISOString(),
      nextBillingDate: periodEnd.toISOString(),
      cancelsOn: null,
      usagePeriod: { start: monthStart.toISOString(), end: periodEnd.toISOString() },
      minutesIncluded: 500,
      // What the subscription costs, as the emulator's catalogue prices the Pro Plan.
      price: { amountCents: 2900, currency: 'usd', interval: 'month' },
      paymentMethod: { brand: 'Visa', last4: '4242' },
      billingUnavailable: false,
    });
    // The first invoice, paid, with a PDF that opens.
    expect(view.invoices).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ amountCents: 2900, currency: 'usd', status: 'paid' });
    const pdf = await fetch(sandbox.onServer(view.invoices[0]!.pdfUrl!));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('refuses a second Checkout while the plan runs', async () => {
    expect(await refusal(alice, '/api/billing/checkout', { plan: 'Pro Plan' })).toEqual({
      status: 409,
      message: 'You already have the Pro Plan.',
    });
    expect(await refusal(alice, '/api/billing/checkout', { plan: 'Premium Plan' })).toEqual({
      status: 409,
      message: 'You already have the Pro Plan. Change or cancel it with Manage Billing.',
    });
    expect((await alice.json('/api/billing/checkout', 'POST', { plan: 'Free' })).status).toBe(400);
  });

  it('changes the plan to Premium in the portal', async () => {
    const before = await billingOf(t, alice.id);
    const url = await redirect(alice, '/api/billing/portal', {});
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/stripe/p/session/bps_`));
    const html = await (await fetch(sandbox.onServer(url))).text();
    expect(html).toContain(`href="${t.config.publicUrl}/subscription-detail?portal=return"`);
    await sandbox.press(url, { action: 'change-plan', price: SANDBOX_PRICE_IDS.premium });
    await sandbox.delivered();
    expect(await billingOf(t, alice.id)).toMatchObject({
      plan: 'Premium Plan',
      status: 'active',
      periodEnd: before.periodEnd,
      subscriptionId: before.subscriptionId,
    });
    expect((await detailOf(alice)).price).toEqual({ amountCents: 7900, currency: 'usd', interval: 'month' });
  });

  it('cancels at the period end through the cancel flow: still Premium and active, flagged to end', async () => {
    const before = await billingOf(t, alice.id);
    const url = await redirect(alice, '/api/billing/portal', { flow: 'cancel' });
    expect(await (await fetch(sandbox.onServer(url))).text()).toContain('<h1>Cancel your plan</h1>');
    await submitHostedForm(sandbox.onServer(url), { action: 'cancel' });
    await sandbox.delivered();
    // Stripe keeps the subscription active until the period ends; the page says "ends on" that date.
    expect(await billingOf(t, alice.id)).toMatchObject({
      plan: 'Premium Plan',
      status: 'active',
      cancelAtPeriodEnd: true,
      periodEnd: before.periodEnd,
    });
    expect(await refusal(alice, '/api/billing/portal', { flow: 'cancel' })).toEqual({
      status: 409,
      message: 'Your plan is already cancelled and ends with the current period.',
    });
    expect(await detailOf(alice)).toMatchObject({
      planName: 'Premium Plan',
      hasPaidPlan: true,
      cancelsOn: before.periodEnd!.toISOString(),
      renewalDate: null,
      nextBillingDate: null,
    });
  });

  it('returns the user to Free when the subscription ends, and lets them buy again', async () => {
    const { subscriptionId } = await billingOf(t, alice.id);
    await sandbox.client().subscriptions.cancel(subscriptionId!);
    await sandbox.delivered();
    expect(await billingOf(t, alice.id)).toMatchObject({
      plan: 'Free',
      status: 'canceled',
      periodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(await detailOf(alice)).toMatchObject({
      planName: 'Free',
      status: { label: 'Canceled' },
      hasPaidPlan: false,
      renewalDate: null,
      startDate: null,
      // No subscription gives a plan: nothing is charged.
      price: null,
      // The card and the invoices stay on the customer: still shown.
      paymentMethod: { brand: 'Visa', last4: '4242' },
    });
    expect((await alice.json('/api/billing/checkout', 'POST', { plan: 'Pro Plan' })).status).toBe(200);
  });

  it('never touched another user', async () => {
    expect(await billingOf(t, bob.id)).toEqual({
      plan: 'Free',
      status: 'active',
      periodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      customerId: null,
      subscriptionId: null,
      changedAt: null,
    });
  });
});

describe('the plans on sale', () => {
  it('lists Pro and Premium with the prices Stripe charges and their allowances', async () => {
    const response = await bob.request('/api/billing/plans');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      plans: [
        expect.objectContaining({
          plan: 'Pro Plan',
          amountCents: 2900,
          currency: 'usd',
          interval: 'month',
          minutes: 500,
        }),
        expect.objectContaining({ plan: 'Premium Plan', amountCents: 7900, calls: 600, phoneNumbers: 5 }),
      ],
    });
    expect((await t.request('/api/billing/plans')).status).toBe(401);
  });
});

describe('the portal for a Free user', () => {
  it('opens the portal with a new Stripe customer, and refuses the cancel flow', async () => {
    const carol = await signedInUser(t, 'carol');
    expect(await refusal(carol, '/api/billing/portal', { flow: 'cancel' })).toEqual({
      status: 409,
      message: 'You have no paid plan to cancel.',
    });
    await redirect(carol, '/api/billing/portal', {});
    expect((await billingOf(t, carol.id)).customerId).toMatch(/^cus_/);
  });

  it('needs a session', async () => {
    expect((await t.postJson('/api/billing/checkout', { plan: 'Pro Plan' })).status).toBe(401);
    expect((await t.postJson('/api/billing/portal', {})).status).toBe(401);
  });
});
