import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, stripeEvents } from '../../db/schema/index.ts';
import { BillingError } from '../../providers/billing/billing.ts';
import { SANDBOX_PRICE_IDS } from '../../providers/billing/plans.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { stripeSandbox, type SandboxEvent } from '../../testing/stripe-sandbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { billingOf } from './testing.ts';

let t: TestApp;
let sandbox: ReturnType<typeof stripeSandbox>;
let alice: SignedInUser;
let bob: SignedInUser;
/** The next read of subscriptions from Stripe fails, as when Stripe cannot be reached. */
let failNextRead = false;

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    providers: (providers) => ({
      ...providers,
      billing: {
        ...providers.billing,
        subscriptions: (customerId) => {
          if (!failNextRead) return providers.billing.subscriptions(customerId);
          failNextRead = false;
          return Promise.reject(new BillingError('Stripe subscriptions: Stripe is unreachable', 0));
        },
      },
    }),
  });
  sandbox = stripeSandbox(t);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  await sandbox.subscribe(alice, 'Pro Plan');
  await sandbox.subscribe(bob, 'Pro Plan');
});
afterAll(() => t.close());

type Answer = { received: true; result: string };

const eventOf = async (type: string, customerId: string) => {
  const found = (await sandbox.events()).filter(
    (event) => event.type === type && event.data.object.customer === customerId,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** A subscription event's copy with the plan's price and status changed. */
function withSubscription(event: SandboxEvent, changes: { price?: string; status?: string; created?: number }) {
  const copy = sandbox.copyOf(event, changes.created ? { created: changes.created } : {});
  const subscription = copy.data.object as { status: string; items: { data: { price: { id: string } }[] } };
  if (changes.status) subscription.status = changes.status;
  if (changes.price) subscription.items.data[0]!.price.id = changes.price;
  return copy;
}

const storedEvent = async (id: string) => (await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];

describe('POST /api/webhooks/stripe', () => {
  it('answers a forged or unsigned event 400, never 401 or 500, and changes nothing', async () => {
    const before = await billingOf(t, alice.id);
    const created = await eventOf('customer.subscription.created', before.customerId!);
    const forged = withSubscription(created, { price: SANDBOX_PRICE_IDS.premium, created: created.created + 60 });

    const response = await sandbox.post(forged, 'whsec_someone_else');
    expect(response.status).toBe(400);
    expect((await readJson<ErrorJson>(response)).error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await readJson<ErrorJson>(await sandbox.post(forged, 'whsec_x'))).error.message).toMatch(
      /^The Stripe signature does not verify/,
    );
    const unsigned = await t.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(unsigned.status).toBe(400);
    expect(await billingOf(t, alice.id)).toEqual(before);
    expect(await storedEvent(forged.id)).toBeUndefined();
  });

  it('acts on an event once: a resend or a second delivery answers 200 and changes nothing', async () => {
    const { customerId } = await billingOf(t, alice.id);
    const created = await eventOf('customer.subscription.created', customerId!);
    expect(await storedEvent(created.id)).toMatchObject({
      type: 'customer.subscription.created',
      createdAt: new Date(created.created * 1000),
      processedAt: expect.any(Date),
    });
    // Were the event acted on again, this would be overwritten (the stored time no longer guards it).
    await t.db.update(profiles).set({ plan: 'Marker', subscriptionChangedAt: null }).where(eq(profiles.id, alice.id));

    expect((await sandbox.resend(created.id)).delivery).toMatchObject({ delivered: true, lastStatus: 200 });
    const again = await sandbox.post(sandbox.copyOf(created, { id: created.id }));
    expect(await readJson<Answer>(again)).toEqual({ received: true, result: 'duplicate' });
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Marker', changedAt: null });

    // Put back by Stripe's current state: a newer event of the same subscription.
    const current = withSubscription(created, { created: created.created + 1 });
    expect(await readJson<Answer>(await sandbox.post(current))).toEqual({ received: true, result: 'applied' });
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Pro Plan', status: 'active' });
  });

  it('orders by Stripe time: older changes nothing, newer applies, the same second reads Stripe again', async () => {
    const { customerId, changedAt } = await billingOf(t, alice.id);
    const created = await eventOf('customer.subscription.created', customerId!);
    const at = changedAt!.getTime() / 1000;

    const older = withSubscription(created, { status: 'canceled', created: at - 3600 });
    expect(await readJson<Answer>(await sandbox.post(older))).toEqual({ received: true, result: 'stale' });
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Pro Plan', status: 'active', changedAt });

    const newer = withSubscription(created, { price: SANDBOX_PRICE_IDS.premium, created: at + 60 });
    expect(await readJson<Answer>(await sandbox.post(newer))).toEqual({ received: true, result: 'applied' });
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Premium Plan', changedAt: new Date((at + 60) * 1000) });

    // Same second as the stored state: the event cannot say which came last, Stripe (still Pro) does.
    const sameSecond = withSubscription(created, { status: 'canceled', created: at + 60 });
    expect(await readJson<Answer>(await sandbox.post(sameSecond))).toEqual({ received: true, result: 'applied' });
    expect(await billingOf(t, alice.id)).toMatchObject({ plan: 'Pro Plan', status: 'active' });
  });

  it('acknowledges an unknown customer and other event types, touching no one', async () => {
    const bobBefore = await billingOf(t, bob.id);
    const created = await eventOf('customer.subscription.created', bobBefore.customerId!);
    const stranger = withSubscription(created, { created: created.created + 600 });
    (stranger.data.object as { customer: string }).customer = 'cus_nobody';
    expect(await readJson<Answer>(await sandbox.post(stranger))).toEqual({
      received: true,
      result: 'unknown-customer',
    });
    const invoice = await eventOf('invoice.paid', bobBefore.customerId!);
    expect(await readJson<Answer>(await sandbox.post(sandbox.copyOf(invoice)))).toEqual({
      received: true,
      result: 'ignored',
    });
    expect(await billingOf(t, bob.id)).toEqual(bobBefore);
  });

  it('gives an event up when Stripe cannot be read, so that its retry is processed', async () => {
    const { customerId } = await billingOf(t, bob.id);
    const completed = sandbox.copyOf(await eventOf('checkout.session.completed', customerId!));
    failNextRead = true;
    const failed = await sandbox.post(completed);
    expect(failed.status).toBe(500);
    expect(await storedEvent(completed.id)).toBeUndefined();

    const retried = await sandbox.post(completed);
    expect(await readJson<Answer>(retried)).toEqual({ received: true, result: 'applied' });
    expect(await storedEvent(completed.id)).toMatchObject({ processedAt: expect.any(Date) });
    expect(await billingOf(t, bob.id)).toMatchObject({ plan: 'Pro Plan', status: 'active' });
  });
});
