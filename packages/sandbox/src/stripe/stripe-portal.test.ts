import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_PRICE_IDS } from './catalogue.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';
import {
  serveStripeEmulator,
  serveWebhookCatcher,
  submitHostedForm,
  TEST_CARD,
  TEST_WEBHOOK_SECRET,
} from './testing.ts';

type Emulator = Awaited<ReturnType<typeof serveStripeEmulator>>;
type Catcher = Awaited<ReturnType<typeof serveWebhookCatcher>>;

let catcher: Catcher;
let emulator: Emulator;
let stripe: Stripe;

beforeAll(async () => {
  catcher = await serveWebhookCatcher();
  emulator = await serveStripeEmulator({ webhookUrl: catcher.url });
  stripe = emulator.client();
});
afterAll(async () => {
  await emulator.close();
  await catcher.close();
});

let customer: Stripe.Customer;
let subscription: Stripe.Subscription;

/** A customer subscribed to Pro through the hosted checkout page. */
beforeEach(async () => {
  customer = await stripe.customers.create({ email: 'portal@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: CATALOGUE_PRICE_IDS.pro, quantity: 1 }],
    success_url: 'http://portal.test/done',
  });
  await submitHostedForm(session.url!, { ...TEST_CARD, decision: 'pay' });
  subscription = (await stripe.subscriptions.list({ customer: customer.id })).data[0]!;
  await emulator.webhooks.idle();
  catcher.received.length = 0;
});

/** The verified events of one type sent since the test began. */
async function sent(type: string) {
  await emulator.webhooks.idle();
  return catcher.received
    .map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, TEST_WEBHOOK_SECRET))
    .filter((event) => event.type === type);
}

async function openPortal(params: Partial<Stripe.BillingPortal.SessionCreateParams> = {}) {
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.id,
    return_url: 'http://portal.test/subscription',
    ...params,
  });
  return { session, html: await (await fetch(session.url)).text() };
}

/** Presses a button of the portal page: its form's fields with the button's own name and value. */
async function press(url: string, action: string, fields: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, action }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, url);
}

describe('the billing portal', () => {
  it('shows the current plan, the card, the invoices and a way back', async () => {
    const { session, html } = await openPortal();
    expect(session).toMatchObject({ object: 'billing_portal.session', customer: customer.id, livemode: false });
    expect(session.id).toMatch(/^bps_/);
    expect(html).toContain('<h1>Manage your billing</h1>');
    expect(html).toContain('<strong>Pro Plan</strong>');
    expect(html).toMatch(/VISA ending in 4242/);
    expect(html).toMatch(/Change plan to Premium Plan/);
    expect(html).toMatch(/Download PDF of [A-Z0-9]+-0001/);
    expect(html).toContain('href="http://portal.test/subscription"');
  });

  it('changes the plan to Premium and sends customer.subscription.updated with the previous price', async () => {
    const { session } = await openPortal();
    await press(session.url, 'change-plan', { price: CATALOGUE_PRICE_IDS.premium });
    const changed = await stripe.subscriptions.retrieve(subscription.id);
    expect(changed.items.data[0]!.price.id).toBe(CATALOGUE_PRICE_IDS.premium);
    expect(changed.items.data[0]!.id).toBe(subscription.items.data[0]!.id);
    expect(changed.items.data[0]!.current_period_end).toBe(subscription.items.data[0]!.current_period_end);
    const [event] = await sent('customer.subscription.updated');
    expect((event!.data.object as Stripe.Subscription).items.data[0]!.price.id).toBe(CATALOGUE_PRICE_IDS.premium);
    const previous = event!.data.previous_attributes as { items: { data: { price: { id: string } }[] } };
    expect(previous.items.data[0]!.price.id).toBe(CATALOGUE_PRICE_IDS.pro);
  });

  it('cancels at the end of the period, as the portal does by default, and can renew', async () => {
    const { session } = await openPortal();
    const back = await press(session.url, 'cancel');
    expect(back.searchParams.get('done')).toBe('canceled');
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]!.current_period_end,
    });
    const [event] = await sent('customer.subscription.updated');
    expect(event!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(await (await fetch(back)).text()).toContain('Cancels on');

    await press(session.url, 'renew');
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
  });

  it('opens on the cancel flow when asked to (flow_data subscription_cancel)', async () => {
    const { session, html } = await openPortal({
      flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: subscription.id } },
    });
    expect(session.flow).toMatchObject({
      type: 'subscription_cancel',
      subscription_cancel: { subscription: subscription.id },
    });
    expect(html).toContain('<h1>Cancel your plan</h1>');
    expect(html).toMatch(/href="http:\/\/portal.test\/subscription"[^>]*>Go back/);
    await submitHostedForm(session.url, { action: 'cancel' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  });

  it('updates the card: a new default payment method for the customer and the subscription', async () => {
    const { session } = await openPortal();
    await press(session.url, 'update-card', { ...TEST_CARD, cardNumber: '5555 5555 5555 4444', cardExpiry: '01 / 30' });
    const updated = (await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    })) as Stripe.Customer;
    const card = updated.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(card.card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2030 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).default_payment_method).toBe(card.id);
    expect(await sent('payment_method.attached')).toHaveLength(1);
  });

  it('refuses a portal session for an unknown customer', async () => {
    const error = await rejectionOf(
      stripe.billingPortal.sessions.create({ customer: 'cus_nobody' }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'customer' });
  });
});

describe('subscriptions through the API', () => {
  it('updates the price and cancel_at_period_end, then cancels now with customer.subscription.deleted', async () => {
    const item = subscription.items.data[0]!;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: CATALOGUE_PRICE_IDS.premium }],
      cancel_at_period_end: true,
    });
    expect(updated.items.data[0]!.price.unit_amount).toBe(7900);
    expect(updated.cancel_at_period_end).toBe(true);

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toEqual(expect.any(Number));
    expect(
      (await sent('customer.subscription.deleted')).map((event) => (event.data.object as Stripe.Subscription).id),
    ).toEqual([subscription.id]);
    // Listed with status=all (or canceled) only, as Stripe does.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    const again = await rejectionOf(
      stripe.subscriptions.cancel(subscription.id),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(again.statusCode).toBe(400);
  });
});
