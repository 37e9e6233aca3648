import { Hono } from 'hono';
import { PRICES, PRODUCTS, findPrice, findProduct } from './catalogue.ts';
import { text } from './form-params.ts';
import type { Sandbox } from './billing-actions.ts';
import { noSuch } from './stripe-errors.ts';
import { allowOnly, knownCustomer, listOf, present, readParams } from './stripe-http.ts';

const PAGING = ['limit', 'starting_after', 'ending_before', 'created'];

/** What the emulator only reads out: prices, products, invoices, payment methods and events. */
export function readRoutes({ store }: Sandbox) {
  const app = new Hono();

  app.get('/prices', async (c) => {
    const params = await readParams(c);
    allowOnly(params, [...PAGING, 'active', 'product', 'type', 'currency', 'lookup_keys', 'recurring']);
    const lookupKeys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
    const prices = PRICES.filter(
      (price) =>
        (!params.product || price.product === params.product) &&
        (!lookupKeys.length || lookupKeys.includes(price.lookup_key)) &&
        params.active !== 'false',
    );
    return c.json(listOf(store, '/v1/prices', prices, params));
  });
  app.get('/prices/:id', async (c) => {
    const price = findPrice(c.req.param('id'));
    if (!price) throw noSuch('price', c.req.param('id'));
    return c.json(present(store, price, await readParams(c)) as object);
  });
  app.get('/products', async (c) => c.json(listOf(store, '/v1/products', PRODUCTS, await readParams(c))));
  app.get('/products/:id', async (c) => {
    const product = findProduct(c.req.param('id'));
    if (!product) throw noSuch('product', c.req.param('id'));
    return c.json(present(store, product, await readParams(c)) as object);
  });

  app.get('/invoices', async (c) => {
    const params = await readParams(c);
    allowOnly(params, [...PAGING, 'customer', 'subscription', 'status', 'collection_method', 'due_date']);
    knownCustomer(store, params);
    const invoices = store
      .all('invoices')
      .filter(
        (invoice) =>
          (!params.customer || invoice.customer === params.customer) &&
          (!params.subscription || invoice.subscription_id === params.subscription) &&
          (!params.status || invoice.status === params.status),
      );
    return c.json(listOf(store, '/v1/invoices', invoices, params));
  });
  app.get('/invoices/:id', async (c) =>
    c.json(present(store, store.get('invoices', c.req.param('id')), await readParams(c)) as object),
  );

  app.get('/payment_methods', async (c) => {
    const params = await readParams(c);
    allowOnly(params, [...PAGING, 'customer', 'type']);
    knownCustomer(store, params);
    const methods = store
      .all('paymentMethods')
      .filter(
        (method) =>
          (!params.customer || method.customer === params.customer) && (!params.type || params.type === 'card'),
      );
    return c.json(listOf(store, '/v1/payment_methods', methods, params));
  });
  app.get('/payment_methods/:id', async (c) =>
    c.json(present(store, store.get('paymentMethods', c.req.param('id')), await readParams(c)) as object),
  );

  app.get('/events', async (c) => {
    const params = await readParams(c);
    allowOnly(params, [...PAGING, 'type', 'types', 'delivery_success']);
    const type = text(params.type);
    const matches = (eventType: string) =>
      !type || (type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type);
    return c.json(
      listOf(
        store,
        '/v1/events',
        store.all('events').filter((event) => matches(event.type)),
        params,
      ),
    );
  });
  app.get('/events/:id', async (c) =>
    c.json(present(store, store.get('events', c.req.param('id')), await readParams(c)) as object),
  );

  return app;
}
