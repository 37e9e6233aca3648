import { Hono } from 'hono';
import type { Sandbox } from './billing-actions.ts';
import { findPrice } from './catalogue.ts';
import { list, record, text, type Params } from './form-params.ts';
import type { CheckoutSession, Metadata } from './records.ts';
import { StripeFailure, invalidParam, missingParam, noSuch } from './stripe-errors.ts';
import { stripeId, unixNow } from './stripe-ids.ts';
import { allowOnly, listOf, present, readParams } from './stripe-http.ts';

const FIELDS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer',
  'customer_email',
  'client_reference_id',
  'metadata',
  'subscription_data',
  'allow_promotion_codes',
  'billing_address_collection',
  'payment_method_types',
  'locale',
  'ui_mode',
];

const strings = (value: Params[string] | undefined): Metadata =>
  Object.fromEntries(
    Object.entries(record(value) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

function newSession(sandbox: Sandbox, params: Params): CheckoutSession {
  const mode = text(params.mode);
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription')
    throw invalidParam('mode', `The sandbox sells subscriptions only (mode=subscription), not mode=${mode}.`);
  const items = list(params.line_items);
  if (!items.length) throw missingParam('line_items');
  if (items.length > 1) throw invalidParam('line_items', 'The sandbox sells one price per Checkout Session.');
  const price = text(record(items[0])?.price);
  if (!price) throw missingParam('line_items[0][price]');
  const found = findPrice(price);
  if (!found) throw noSuch('price', price, 'line_items[0][price]');
  const successUrl = text(params.success_url);
  if (!successUrl) throw missingParam('success_url');
  const customer = text(params.customer) ?? null;
  if (customer) sandbox.store.get('customers', customer, 'customer');
  const subscriptionData = record(params.subscription_data);
  const trialDays = subscriptionData?.trial_period_days ? Number(subscriptionData.trial_period_days) : null;
  if (trialDays !== null && !(Number.isInteger(trialDays) && trialDays >= 1 && trialDays <= 730)) {
    throw invalidParam('subscription_data[trial_period_days]', 'trial_period_days must be between 1 and 730.');
  }
  const id = stripeId('cs_test', 58);
  const created = unixNow();
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: trialDays ? 0 : found.unit_amount,
    amount_total: trialDays ? 0 : found.unit_amount,
    billing_address_collection: null,
    cancel_url: text(params.cancel_url) ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency: found.currency,
    customer,
    customer_creation: customer ? null : 'always',
    customer_details: null,
    customer_email: text(params.customer_email) ?? null,
    expires_at: created + 24 * 3600,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: strings(params.metadata),
    mode: 'subscription',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    ui_mode: 'hosted',
    url: `${sandbox.baseUrl}/c/pay/${id}`,
    line_price: found.id,
    subscription_metadata: strings(subscriptionData?.metadata),
    trial_period_days: trialDays,
  };
}

/** Checkout Sessions: create (a subscription to one price), retrieve, list, expire. */
export function checkoutRoutes(sandbox: Sandbox) {
  const { store } = sandbox;
  const app = new Hono();

  app.post('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, FIELDS);
    const session = store.put('checkoutSessions', newSession(sandbox, params));
    return c.json(present(store, session, params) as object);
  });

  app.get('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['customer', 'subscription', 'status', 'limit', 'starting_after', 'ending_before', 'created']);
    const sessions = store
      .all('checkoutSessions')
      .filter(
        (session) =>
          (!params.customer || session.customer === params.customer) &&
          (!params.subscription || session.subscription === params.subscription) &&
          (!params.status || session.status === params.status),
      );
    return c.json(listOf(store, '/v1/checkout/sessions', sessions, params));
  });

  app.get('/:id', async (c) =>
    c.json(present(store, store.get('checkoutSessions', c.req.param('id')), await readParams(c)) as object),
  );

  app.post('/:id/expire', async (c) => {
    const session = store.get('checkoutSessions', c.req.param('id'));
    if (session.status !== 'open') {
      throw new StripeFailure(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    store.save();
    store.emit('checkout.session.expired', session);
    return c.json(present(store, session, await readParams(c)) as object);
  });

  return app;
}
