import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serveStripeEmulator,
  serveWebhookCatcher,
  submitHostedForm,
  TEST_CARD,
  TEST_WEBHOOK_SECRET,
} from '@portal/sandbox/stripe/testing';
import { STRIPE_SANDBOX_MOUNT } from '@portal/sandbox/stripe/stripe-emulator';
import { rejectionOf } from '@portal/shared/testing/rejection';
import { BillingError, type Billing } from './billing.ts';
import { SANDBOX_PRICE_IDS } from './plans.ts';
import { createStripeBilling } from './stripe.ts';

let catcher: Awaited<ReturnType<typeof serveWebhookCatcher>>;
let emulator: Awaited<ReturnType<typeof serveStripeEmulator>>;
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

async function subscribed(id: string) {
  const customer = await billing.customerFor({ id, email: `${id}@example.com` });
  const checkout = await billing.createCheckout({
    customerId: customer.id,
    priceId: SANDBOX_PRICE_IDS.pro,
    successUrl: 'http://portal.test/ok',
    cancelUrl: 'http://portal.test/cancel',
  });
  await submitHostedForm(checkout.url, { ...TEST_CARD, decision: 'pay' });
  const [subscription] = await billing.subscriptions(customer.id);
  return { customer, subscription: subscription! };
}

describe('cancelling a subscription now', () => {
  it('ends it at once (status canceled), and a second cancel is not an error', async () => {
    const { customer, subscription } = await subscribed('closing-1');
    expect(subscription.status).toBe('active');
    await billing.cancelSubscription(subscription.id);
    const [after] = await billing.subscriptions(customer.id);
    expect(after).toMatchObject({ id: subscription.id, status: 'canceled' });
    await billing.cancelSubscription(subscription.id);
    const stripeSays = await fetch(`${emulator.root}/v1/subscriptions/${subscription.id}`, {
      headers: { authorization: 'Bearer sk_test_sandbox' },
    });
    expect(((await stripeSays.json()) as { status: string }).status).toBe('canceled');
  });

  it('counts a subscription Stripe does not know as cancelled, and reports an outage', async () => {
    await billing.cancelSubscription('sub_does_not_exist');
    const offline = createStripeBilling({
      secretKey: 'sk_test_sandbox',
      baseUrl: 'http://127.0.0.1:9',
      webhookSecret: TEST_WEBHOOK_SECRET,
      maxNetworkRetries: 0,
    });
    expect(await rejectionOf(offline.cancelSubscription('sub_x'), BillingError)).toMatchObject({ status: 0 });
  });
});
