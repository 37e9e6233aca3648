import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '@portal/shared/testing/rejection';
import { CATALOGUE_PRICE_IDS } from './catalogue.ts';
import { serveStripeEmulator } from './testing.ts';

type Emulator = Awaited<ReturnType<typeof serveStripeEmulator>>;

let emulator: Emulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await serveStripeEmulator();
  stripe = emulator.client();
});
afterAll(() => emulator.close());

describe('customers through the official stripe client', () => {
  it('creates, retrieves, updates and finds a customer by e-mail and by metadata', async () => {
    const customer = await stripe.customers.create({
      email: 'owner@example.com',
      name: 'Owner',
      metadata: { userId: 'user-1' },
    });
    expect(customer).toMatchObject({ object: 'customer', email: 'owner@example.com', livemode: false });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(customer.metadata).toEqual({ userId: 'user-1' });

    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
    const updated = await stripe.customers.update(customer.id, { name: 'New Name', metadata: { plan: 'pro' } });
    expect(updated.name).toBe('New Name');
    expect(updated.metadata).toEqual({ userId: 'user-1', plan: 'pro' });

    const byEmail = await stripe.customers.list({ email: 'owner@example.com' });
    expect(byEmail).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(byEmail.data.map((found) => found.id)).toEqual([customer.id]);
    const searched = await stripe.customers.search({ query: "metadata['userId']:'user-1'" });
    expect(searched.object).toBe('search_result');
    expect(searched.data.map((found) => found.id)).toEqual([customer.id]);
    expect((await stripe.customers.search({ query: "email:'nobody@example.com'" })).data).toEqual([]);
  });

  it('pages a list with limit and starting_after, newest first', async () => {
    const made = [];
    for (const n of [1, 2, 3]) made.push(await stripe.customers.create({ email: `page-${n}@example.com` }));
    const first = await stripe.customers.list({ limit: 2 });
    expect(first.has_more).toBe(true);
    expect(first.data.map((customer) => customer.id)).toEqual([made[2]!.id, made[1]!.id]);
    const all: string[] = [];
    for await (const customer of stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all.slice(0, 3)).toEqual(made.reverse().map((customer) => customer.id));
  });
});

describe('prices', () => {
  it('knows the monthly Pro and Premium prices the provider buys in sandbox mode', async () => {
    const pro = await stripe.prices.retrieve(CATALOGUE_PRICE_IDS.pro, { expand: ['product'] });
    expect(pro).toMatchObject({
      object: 'price',
      currency: 'usd',
      unit_amount: 2900,
      recurring: { interval: 'month', interval_count: 1 },
      product: { object: 'product', name: 'Pro Plan' },
    });
    const prices = await stripe.prices.list({ active: true });
    expect(prices.data.map((price) => price.id).sort()).toEqual(Object.values(CATALOGUE_PRICE_IDS).sort());
  });
});

describe("errors in Stripe's envelope", () => {
  it('answers a missing parameter with 400 invalid_request_error naming the param', async () => {
    const error = await rejectionOf(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://localhost/ok' }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'line_items',
    });
    expect(error.raw).toMatchObject({ type: 'invalid_request_error', message: 'Missing required param: line_items.' });
    expect(error.requestId).toMatch(/^req_/);
  });

  it('answers an unknown id with 404 resource_missing', async () => {
    const error = await rejectionOf(
      stripe.customers.retrieve('cus_doesnotexist'),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect(error.message).toBe("No such customer: 'cus_doesnotexist'");
    const price = await rejectionOf(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
        success_url: 'http://localhost/ok',
      }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(price).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('refuses an unknown parameter and a request without a key', async () => {
    const unknown = await rejectionOf(
      stripe.customers.create({ email: 'x@example.com', colour: 'red' } as Stripe.CustomerCreateParams),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    const response = await fetch(`${emulator.root}/v1/customers`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });
});

describe('idempotent requests', () => {
  it('answers a replayed Idempotency-Key with the same object, and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    expect(again).toEqual(first);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);

    const error = await rejectionOf(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' }),
      Stripe.errors.StripeIdempotencyError,
    );
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });
});
