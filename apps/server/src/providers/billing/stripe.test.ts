import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serveStripeEmulator,
  serveWebhookCatcher,
  submitHostedForm,
  TEST_CARD,
  TEST_WEBHOOK_SECRET,
} from '@portal/sandbox/stripe/testing';
import { rejectionOf } from '@portal/shared/testing/rejection';
import { BillingError, WebhookSignatureError, type Billing } from './billing.ts';
import { SANDBOX_PRICE_IDS } from './plans.ts';
import { createStripeClient } from './stripe-client.ts';
import { STRIPE_SANDBOX_MOUNT } from '@portal/sandbox/stripe/stripe-emulator';
import { createStripeBilling } from './stripe.ts';

type Emulator = Awaited<ReturnType<typeof serveStripeEmulator>>;
type Catcher = Awaited<ReturnType<typeof serveWebhookCatcher>>;

let catcher: Catcher;
let emulator: Emulator;
let billing: Billing;

beforeAll(async () => {
  catcher = await serveWebhookCatcher();
  emulator = await serveStripeEmulator({ webhookUrl: catcher.url, mount: STRIPE_SANDBOX_MOUNT });
  billing = createStripeBilling({
    secretKey: 'sk_test_sandbox',
    baseUrl: emulator.root,
    webhookSecret: TEST_WEBHOOK_SECRET,
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await emulator.close();
  await catcher.close();
});

const user = { id: 'user-7', email: 'seven@example.com', name: 'Seven' };

describe('the Stripe billing provider against the emulator', () => {
  it('finds the same customer for a user every time', async () => {
    const first = await billing.customerFor(user);
    expect(first).toEqual({ id: expect.stringMatching(/^cus_/), email: 'seven@example.com' });
    expect(await billing.customerFor(user)).toEqual(first);
    expect((await billing.customerFor({ ...user, id: "o'brien" })).id).not.toBe(first.id);
  });

  it('subscribes through Checkout and reads the subscription, card and invoices back', async () => {
    const customer = await billing.customerFor(user);
    expect(await billing.subscriptions(customer.id)).toEqual([]);
    expect(await billing.defaultPaymentMethod(customer.id)).toBeNull();
    expect(await billing.invoices(customer.id)).toEqual([]);

    const checkout = await billing.createCheckout({
      customerId: customer.id,
      priceId: SANDBOX_PRICE_IDS.premium,
      successUrl: 'http://portal.test/ok?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://portal.test/cancel',
      metadata: { userId: user.id },
    });
    expect(checkout.url).toContain('/sandbox/stripe/c/pay/cs_test_');
    await submitHostedForm(checkout.url, { ...TEST_CARD, decision: 'pay' });

    const [subscription] = await billing.subscriptions(customer.id);
    expect(subscription).toMatchObject({
      customerId: customer.id,
      status: 'active',
      priceId: SANDBOX_PRICE_IDS.premium,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      metadata: { userId: user.id },
    });
    expect(subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(subscription!.currentPeriodStart!.getTime());
    expect(subscription!.startDate!.getTime()).toBe(subscription!.currentPeriodStart!.getTime());
    expect(await billing.defaultPaymentMethod(customer.id)).toMatchObject({ brand: 'visa', last4: '4242' });
    // Stripe's Checkout leaves the card on the subscription only: it is still found there.
    await createStripeClient({
      secretKey: 'sk_test_sandbox',
      baseUrl: emulator.root,
      maxNetworkRetries: 0,
    }).customers.update(customer.id, { invoice_settings: { default_payment_method: '' } });
    expect(await billing.defaultPaymentMethod(customer.id)).toMatchObject({ brand: 'visa', last4: '4242' });
    const [invoice] = await billing.invoices(customer.id);
    expect(invoice).toMatchObject({ amount: 7900, currency: 'usd', status: 'paid' });
    expect(invoice!.pdfUrl).toMatch(/\/invoice\/in_\w+\/pdf$/);

    const portal = await billing.createPortal({
      customerId: customer.id,
      returnUrl: 'http://portal.test/subscription',
      cancelSubscriptionId: subscription!.id,
    });
    expect(await (await fetch(portal.url)).text()).toContain('<h1>Cancel your plan</h1>');
  });

  it('reads what a plan costs', async () => {
    expect(await billing.price(SANDBOX_PRICE_IDS.pro)).toEqual({
      id: SANDBOX_PRICE_IDS.pro,
      amount: 2900,
      currency: 'usd',
      interval: 'month',
    });
  });

  it('parses a signed webhook and refuses a forged one', async () => {
    await emulator.webhooks.idle();
    const { body, signature } = catcher.received.at(-1)!;
    const event = billing.parseWebhook(body, signature);
    expect(event.id).toMatch(/^evt_/);
    expect(event.created).toBeInstanceOf(Date);
    expect(() => billing.parseWebhook(body.replace('"object": "event"', '"object": "evil"'), signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() => billing.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
  });

  it("turns Stripe's refusals and an unreachable Stripe into BillingError", async () => {
    const missing = await rejectionOf(billing.invoices('cus_missing'), BillingError);
    expect(missing).toMatchObject({ status: 404, code: 'resource_missing' });
    const offline = createStripeBilling({
      secretKey: 'sk_test_sandbox',
      baseUrl: 'http://127.0.0.1:9/sandbox/stripe',
      webhookSecret: TEST_WEBHOOK_SECRET,
      maxNetworkRetries: 0,
    });
    expect(await rejectionOf(offline.subscriptions('cus_x'), BillingError)).toMatchObject({ status: 0 });
  });
});
