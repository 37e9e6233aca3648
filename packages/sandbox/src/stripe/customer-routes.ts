import { Hono } from 'hono';
import type { Sandbox } from './billing-actions.ts';
import { record, text, type Params } from './form-params.ts';
import { newCustomer, type Customer, type Metadata } from './records.ts';
import { StripeFailure, invalidParam } from './stripe-errors.ts';
import { allowOnly, listOf, present, readParams } from './stripe-http.ts';

const FIELDS = ['email', 'name', 'metadata', 'description', 'phone', 'invoice_settings', 'payment_method'];

/** `metadata[key]=value` sets a key, `metadata[key]=` removes it, `metadata=` clears them all. */
function mergeMetadata(current: Metadata, given: Params[string] | undefined): Metadata {
  if (given === '') return {};
  const changes = record(given);
  if (!changes) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const nullable = (value: Params[string] | undefined) => (value === '' ? null : text(value));

// Stripe's search language, the part that finds a customer: `email:'a@b.c'`,
// `metadata['userId']:'u1'`, `name:'x'`, joined by AND.
const CLAUSE = /^(email|name|metadata\[(['"])(.+?)\2\])\s*:\s*(['"])((?:\\.|(?!\4).)*)\4$/;

function searchFilter(query: string): (customer: Customer) => boolean {
  const tests = query
    .trim()
    .split(/\s+AND\s+/)
    .map((clause) => {
      const match = CLAUSE.exec(clause.trim());
      if (!match) throw invalidParam('query', `The sandbox cannot search by ${clause.trim() || 'an empty query'}.`);
      const [, field, , key, , raw] = match;
      const value = raw!.replace(/\\(.)/g, '$1');
      if (key) return (customer: Customer) => customer.metadata[key] === value;
      return (customer: Customer) => customer[field as 'email' | 'name'] === value;
    });
  return (customer) => tests.every((test) => test(customer));
}

export function customerRoutes(sandbox: Sandbox) {
  const { store } = sandbox;
  const app = new Hono();

  app.post('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, FIELDS);
    const customer = newCustomer({
      email: nullable(params.email) ?? null,
      name: nullable(params.name) ?? null,
      metadata: mergeMetadata({}, params.metadata),
    });
    store.put('customers', customer);
    store.emit('customer.created', customer);
    return c.json(present(store, customer, params) as object);
  });

  app.get('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['email', 'limit', 'starting_after', 'ending_before', 'created']);
    const email = text(params.email);
    const customers = store.all('customers').filter((customer) => !email || customer.email === email);
    return c.json(listOf(store, '/v1/customers', customers, params));
  });

  app.get('/search', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['query', 'limit', 'page']);
    const query = text(params.query);
    if (!query)
      throw new StripeFailure(400, 'Missing required param: query.', { code: 'parameter_missing', param: 'query' });
    const found = store.all('customers').filter(searchFilter(query));
    const { data, has_more } = listOf(store, '/v1/customers/search', found, { ...params, page: '' });
    return c.json({ object: 'search_result', data, has_more, next_page: null, url: '/v1/customers/search' });
  });

  app.get('/:id', async (c) =>
    c.json(present(store, store.get('customers', c.req.param('id')), await readParams(c)) as object),
  );

  app.post('/:id', async (c) => {
    const params = await readParams(c);
    allowOnly(params, FIELDS);
    const customer = store.get('customers', c.req.param('id'));
    const previous: Record<string, unknown> = {};
    for (const field of ['email', 'name', 'description', 'phone'] as const) {
      if (params[field] === undefined) continue;
      previous[field] = customer[field] ?? null;
      customer[field] = nullable(params[field]) ?? null;
    }
    if (params.metadata !== undefined) {
      previous.metadata = customer.metadata;
      customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    }
    const settings = record(params.invoice_settings);
    if (settings && settings.default_payment_method !== undefined) {
      const methodId = nullable(settings.default_payment_method) ?? null;
      if (
        methodId &&
        store.get('paymentMethods', methodId, 'invoice_settings[default_payment_method]').customer !== customer.id
      ) {
        throw invalidParam(
          'invoice_settings[default_payment_method]',
          `The payment method ${methodId} is not attached to customer ${customer.id}.`,
        );
      }
      previous.invoice_settings = { ...customer.invoice_settings };
      customer.invoice_settings.default_payment_method = methodId;
    }
    store.save();
    if (Object.keys(previous).length) store.emit('customer.updated', customer, previous);
    return c.json(present(store, customer, params) as object);
  });

  app.get('/:id/payment_methods', async (c) => {
    const params = await readParams(c);
    const customer = store.get('customers', c.req.param('id'));
    const methods = store.all('paymentMethods').filter((method) => method.customer === customer.id);
    return c.json(listOf(store, `/v1/customers/${customer.id}/payment_methods`, methods, params));
  });

  return app;
}
