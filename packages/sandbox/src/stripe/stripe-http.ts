import type { Context } from 'hono';
import { expansions, parseParams, type Params } from './form-params.ts';
import { toWire } from './records.ts';
import { StripeFailure, unknownParam } from './stripe-errors.ts';
import type { StripeSandboxStore } from './stripe-state.ts';

/** The request's params: the query string of a GET or DELETE, the form body of a POST. */
export async function readParams(c: Context): Promise<Params> {
  const query = [...new URL(c.req.url).searchParams];
  if (c.req.method !== 'POST') return parseParams(query);
  const type = c.req.header('content-type') ?? '';
  const body = await c.req.text();
  if (body && !type.includes('application/x-www-form-urlencoded')) {
    throw new StripeFailure(400, 'Invalid request: send parameters form-encoded (application/x-www-form-urlencoded).');
  }
  return parseParams([...query, ...new URLSearchParams(body)]);
}

/** Refuses a parameter the endpoint does not take, naming it, as Stripe does. */
export function allowOnly(params: Params, allowed: string[]) {
  const unknown = Object.keys(params).find((key) => key !== 'expand' && !allowed.includes(key));
  if (unknown) throw unknownParam(unknown);
}

function expandPath(store: StripeSandboxStore, value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => expandPath(store, item, path));
  if (!value || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object = value as Record<string, unknown>;
  const field = object[head];
  if (rest.length) return { ...object, [head]: expandPath(store, field, rest) };
  if (typeof field !== 'string') return object;
  const found = store.byId(field);
  if (!found) return object;
  return { ...object, [head]: toWire(structuredClone(found) as Record<string, unknown>) };
}

/** The object as sent, with the ids named by `expand[]` replaced by their objects. */
export function present(store: StripeSandboxStore, object: object, params: Params) {
  let wire: unknown = toWire(structuredClone(object) as Record<string, unknown>);
  for (const path of expansions(params)) {
    if (path.split('.').length > 4) throw new StripeFailure(400, `You cannot expand more than 4 levels of a property.`);
    wire = expandPath(store, wire, path.split('.'));
  }
  return wire;
}

/** A list filtered by `customer` names one that exists, or Stripe answers 404. */
export function knownCustomer(store: StripeSandboxStore, params: Params) {
  if (typeof params.customer === 'string') store.get('customers', params.customer, 'customer');
}

/** Stripe's cursor pagination: `limit` (1–100, default 10), `starting_after`, `ending_before`. */
export function listOf<T extends { id: string }>(store: StripeSandboxStore, url: string, records: T[], params: Params) {
  const limit = params.limit === undefined ? 10 : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new StripeFailure(400, 'Invalid integer: limit must be between 1 and 100.', {
      code: 'parameter_invalid_integer',
      param: 'limit',
    });
  }
  let from = 0;
  let to = records.length;
  if (typeof params.starting_after === 'string') from = records.findIndex((r) => r.id === params.starting_after) + 1;
  if (typeof params.ending_before === 'string') {
    to = Math.max(
      0,
      records.findIndex((r) => r.id === params.ending_before),
    );
    from = Math.max(0, to - limit);
  }
  const page = records.slice(from, Math.min(to, from + limit));
  const data = page.map((record) => present(store, record, { expand: dataExpansions(params) }));
  return { object: 'list', data, has_more: from + limit < to, url };
}

/** In a list, `expand[]=data.customer` expands each item's customer. */
const dataExpansions = (params: Params) =>
  expansions(params)
    .filter((path) => path.startsWith('data.'))
    .map((path) => path.slice('data.'.length));
