import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const submitCheckout = submitHostedForm;
const PAY = { ...TEST_CARD, decision: 'pay' };

async function startCheckout(metadata: Record<string, string> = { userId: 'user-42' }) {
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: CATALOGUE_PRICE_IDS.pro, quantity: 1 }],
    success_url: 'http://portal.test/subscription?checkout={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://portal.test/subscription?checkout=canceled',
    subscription_data: { metadata },
  });
  return { customer, session };
}

/** The events the catcher received, verified with the SDK and the endpoint secret. */
async function verifiedEvents() {
  await emulator.webhooks.idle();
  return catcher.received.map(({ body, signature }) =>
    stripe.webhooks.constructEvent(body, signature, TEST_WEBHOOK_SECRET),
  );
}

describe('a Checkout Session completed on the hosted page', () => {
  it('shows the plan and price with a prefilled test card, accessibly labelled', async () => {
    const { session } = await startCheckout();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${emulator.root}/c/pay/${session.id}`);
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<h1>Subscribe to Pro Plan</h1>');
    expect(html).toContain('$29.00');
    expect(html).toMatch(
      /<label for="cardNumber">Card number<\/label>\s*<input\s+id="cardNumber"[^>]*value="4242 4242 4242 4242"/,
    );
    expect(html).toMatch(
      /<button\s+type="submit"\s+name="decision"\s+value="pay"[^>]*>\s*Pay and subscribe\s*<\/button>/,
    );
  });

  it('subscribes on "Pay and subscribe": active subscription, paid invoice with a PDF, redirect to success_url', async () => {
    const { customer, session } = await startCheckout();
    const response = await submitCheckout(session.url!, PAY);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://portal.test/subscription?checkout=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, url: null });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
    expect(subscription.metadata).toEqual({ userId: 'user-42' });
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(CATALOGUE_PRICE_IDS.pro);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
    // Without a trial Stripe anchors the billing cycle at the creation, where the first period starts.
    expect(subscription.billing_cycle_anchor).toBe(item.current_period_start);
    expect(subscription.start_date).toBe(item.current_period_start);

    const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
    expect(invoice).toMatchObject({ object: 'invoice', status: 'paid', amount_paid: 2900, currency: 'usd' });
    expect(invoice!.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(subscription.latest_invoice).toBe(invoice!.id);
    const pdf = await fetch(invoice!.invoice_pdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Invoice ${invoice!.number}`);
    expect((await fetch(invoice!.hosted_invoice_url!)).status).toBe(200);

    const withCard = await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    });
    const card = (withCard as Stripe.Customer).invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(card).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_year: 2034 },
    });
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((m) => m.id)).toEqual([
      card.id,
    ]);

    // Done once: the page says so rather than charging again.
    expect((await fetch(session.url!)).status).toBe(410);
  });

  it('goes to cancel_url on Cancel and leaves the session open', async () => {
    const { session } = await startCheckout();
    const response = await submitCheckout(session.url!, { decision: 'cancel' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://portal.test/subscription?checkout=canceled');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it("shows a declined test card's error on the page and creates nothing", async () => {
    const { customer, session } = await startCheckout();
    const response = await submitCheckout(session.url!, { ...PAY, cardNumber: '4000 0000 0000 0002' });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('role="alert" id="card-error">Your card was declined.');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });
});

describe('signed webhooks', () => {
  it('sends the events of a checkout, signed so constructEvent accepts them, each retrievable by id', async () => {
    catcher.received.length = 0;
    const { session } = await startCheckout({ userId: 'user-hooks' });
    await submitCheckout(session.url!, PAY);
    const events = await verifiedEvents();
    const types = events.map((event) => event.type);
    for (const type of [
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]) {
      expect(types).toContain(type);
    }
    const completed = events.find((event) => event.type === 'checkout.session.completed')!;
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: '2026-10-28.endive' });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.data.object).toMatchObject({ id: session.id, status: 'complete' });
    const created = events.find((event) => event.type === 'customer.subscription.created')!;
    expect((created.data.object as Stripe.Subscription).metadata).toEqual({ userId: 'user-hooks' });
    const retrieved = await stripe.events.retrieve(completed.id);
    expect(retrieved.data.object).toEqual(completed.data.object);
  });

  it('is rejected by constructEvent once the payload or the secret is not the one signed', async () => {
    const { body, signature } = catcher.received[0]!;
    const tampered = body.replace('"livemode": false', '"livemode": true');
    expect(tampered).not.toBe(body);
    expect(() => stripe.webhooks.constructEvent(tampered, signature, TEST_WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_someone_else')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('retries a delivery the endpoint refused, and re-sends an event on request (admin)', async () => {
    catcher.received.length = 0;
    catcher.statuses.push(500, 503);
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    await emulator.webhooks.idle();
    const bodies = catcher.received.map(({ body }) => JSON.parse(body) as { id: string; type: string });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((event) => event.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ type: 'customer.created' });

    const admin = (await (await fetch(`${emulator.root}/_admin/events`)).json()) as {
      events: { id: string; data: { object: { id: string } }; delivery: { attempts: number; delivered: boolean } }[];
    };
    const sent = admin.events.find((event) => event.data.object.id === customer.id)!;
    expect(sent.delivery).toMatchObject({ attempts: 3, delivered: true });

    const resend = await fetch(`${emulator.root}/_admin/events/${sent.id}/resend`, { method: 'POST' });
    expect(resend.status).toBe(202);
    await emulator.webhooks.idle();
    const again = JSON.parse(catcher.received.at(-1)!.body) as { id: string; data: unknown };
    expect(again.id).toBe(sent.id);
    expect(again.data).toEqual((JSON.parse(catcher.received[0]!.body) as { data: unknown }).data);
  });

  it('answers an unknown event id with 404 resource_missing', async () => {
    const error = await rejectionOf(stripe.events.retrieve('evt_missing'), Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
