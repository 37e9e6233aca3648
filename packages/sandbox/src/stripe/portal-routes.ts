import { Hono } from 'hono';
import type { Sandbox } from './billing-actions.ts';
import { record, text } from './form-params.ts';
import { newPortalSession } from './records.ts';
import { invalidParam, missingParam } from './stripe-errors.ts';
import { allowOnly, present, readParams } from './stripe-http.ts';

/** Billing portal sessions, with the subscription_cancel flow (`flow_data[type]=subscription_cancel`). */
export function portalRoutes(sandbox: Sandbox) {
  const { store } = sandbox;
  const app = new Hono();
  app.post('/', async (c) => {
    const params = await readParams(c);
    allowOnly(params, ['customer', 'return_url', 'flow_data', 'configuration', 'locale', 'on_behalf_of']);
    const customerId = text(params.customer);
    if (!customerId) throw missingParam('customer');
    const customer = store.get('customers', customerId, 'customer');
    const flow = record(params.flow_data);
    let cancelSubscription: string | null = null;
    if (flow) {
      if (flow.type !== 'subscription_cancel') {
        throw invalidParam(
          'flow_data[type]',
          `The sandbox portal has the subscription_cancel flow only, not ${String(flow.type)}.`,
        );
      }
      cancelSubscription = text(record(flow.subscription_cancel)?.subscription) ?? null;
      if (!cancelSubscription) throw missingParam('flow_data[subscription_cancel][subscription]');
      const subscription = store.get(
        'subscriptions',
        cancelSubscription,
        'flow_data[subscription_cancel][subscription]',
      );
      if (subscription.customer !== customer.id || subscription.status === 'canceled') {
        throw invalidParam(
          'flow_data[subscription_cancel][subscription]',
          `The subscription ${cancelSubscription} cannot be canceled by customer ${customer.id}.`,
        );
      }
    }
    const session = newPortalSession(customer.id, text(params.return_url) ?? null, cancelSubscription, sandbox.baseUrl);
    store.put('portalSessions', session);
    return c.json(present(store, session, params) as object);
  });
  return app;
}
