import { Hono } from 'hono';
import { cancelNow, changePrice, setCancelAtPeriodEnd, type Sandbox } from './billing-actions.ts';
import { list, record, text } from './form-params.ts';
import { invalidParam } from './stripe-errors.ts';
import { allowOnly, knownCustomer, listOf, present, readParams } from './stripe-http.ts';

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

const flag = (value: unknown, param: string) => {
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidParam(param, `Invalid boolean: ${String(value)}`);
};

/** Subscriptions: retrieve, list (by customer, price, status), update the price or the cancellation, cancel. */
export function subscriptionRoutes(sandbox: Sandbox) {
  const { store } = sandbox;
  const app = new Hono();

  app.get('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['customer', 'price', 'status', 'limit', 'starting_after', 'ending_before', 'created']);
    knownCustomer(store, params);
    const status = text(params.status);
    if (status && !STATUSES.includes(status))
      throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
    const found = store.all('subscriptions').filter((subscription) => {
      if (params.customer && subscription.customer !== params.customer) return false;
      if (params.price && subscription.items.data[0]?.price.id !== params.price) return false;
      // Without a status, Stripe lists every subscription that has not been canceled.
      if (!status) return subscription.status !== 'canceled';
      if (status === 'ended') return subscription.status === 'canceled';
      return status === 'all' || subscription.status === status;
    });
    return c.json(listOf(store, '/v1/subscriptions', found, params));
  });

  app.get('/:id', async (c) =>
    c.json(present(store, store.get('subscriptions', c.req.param('id')), await readParams(c)) as object),
  );

  app.post('/:id', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['items', 'cancel_at_period_end', 'metadata', 'proration_behavior', 'payment_behavior']);
    const subscription = store.get('subscriptions', c.req.param('id'));
    const item = record(list(params.items)[0] as never);
    if (item?.price !== undefined) {
      if (item.id !== undefined && item.id !== subscription.items.data[0]?.id) {
        throw invalidParam('items[0][id]', `No such subscription item: '${String(item.id)}'`);
      }
      changePrice(sandbox, subscription, String(item.price), 'items[0][price]');
    }
    if (params.cancel_at_period_end !== undefined) {
      setCancelAtPeriodEnd(sandbox, subscription, flag(params.cancel_at_period_end, 'cancel_at_period_end'));
    }
    const metadata = record(params.metadata);
    if (metadata) {
      const previous = { metadata: subscription.metadata };
      subscription.metadata = { ...subscription.metadata, ...(metadata as Record<string, string>) };
      store.save();
      store.emit('customer.subscription.updated', subscription, previous);
    }
    return c.json(present(store, subscription, params) as object);
  });

  app.delete('/:id', async (c) => {
    const params = await readParams(c);
    return c.json(present(store, cancelNow(sandbox, store.get('subscriptions', c.req.param('id'))), params) as object);
  });

  return app;
}
