import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import type { Sandbox } from './billing-actions.ts';
import { checkoutPageRoutes } from './checkout-page.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { idempotency } from './idempotency.ts';
import { invoicePageRoutes } from './invoice-pages.ts';
import { pagesCss } from './page-layout.ts';
import { portalPageRoutes } from './portal-page.ts';
import { portalRoutes } from './portal-routes.ts';
import { readRoutes } from './read-routes.ts';
import { StripeFailure, stripeErrorBody } from './stripe-errors.ts';
import { StripeSandboxStore } from './stripe-state.ts';
import { STRIPE_API_VERSION } from './stripe-version.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import { WebhookSender, type WebhookTarget } from './webhook-sender.ts';

export const STRIPE_SANDBOX_MOUNT = '/sandbox/stripe';

export type StripeEmulatorOptions = {
  dataDir?: string;
  /** Where browsers reach the emulator (hosted page and PDF URLs), e.g. `${PUBLIC_URL}/sandbox/stripe`. */
  publicBaseUrl: string;
  /** The one webhook endpoint events are signed for and posted to; none records them only. */
  webhook?: WebhookTarget;
  /** Waits before each retry of a delivery the endpoint refused (default 1 s, 5 s, 15 s). */
  retryDelaysMs?: number[];
};

/** Like Stripe: 401 without a secret key; any test key is accepted, a live key is refused. */
const requireSecretKey: MiddlewareHandler = async (c, next) => {
  const key = /^Bearer\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!key) {
    throw new StripeFailure(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^(sk|rk)_live_/.test(key)) {
    throw new StripeFailure(401, 'The Stripe sandbox accepts test keys only; a live key belongs to api.stripe.com.', {
      code: 'api_key_expired',
    });
  }
  return next();
};

/** Stripe's response headers: a request id on every answer, and the API version it was answered in. */
const stripeHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('request-id', `req_${randomBytes(7).toString('hex')}`);
  c.header('stripe-version', c.req.header('stripe-version') ?? STRIPE_API_VERSION);
};

/**
 * The Stripe emulator (docs/vendors.md#stripe): the v1 API for customers, prices, Checkout and
 * billing portal sessions, subscriptions, invoices, payment methods and events; the hosted
 * checkout, portal and invoice pages; signed webhooks to one endpoint.
 */
export function createStripeEmulator(options: StripeEmulatorOptions) {
  const mount = new URL(options.publicBaseUrl).pathname.replace(/\/+$/, '');
  const store = new StripeSandboxStore(options.dataDir);
  const sandbox: Sandbox = { store, baseUrl: options.publicBaseUrl.replace(/\/+$/, '') };
  const webhooks = new WebhookSender(store, options.webhook, options.retryDelaysMs ?? [1000, 5000, 15000]);
  store.onEvent((event) => webhooks.send(event));
  const faults = new FaultInjector(stripeErrorBody);

  const api = new Hono();
  api.use('*', requireSecretKey, idempotency(store));
  api.route('/customers', customerRoutes(sandbox));
  api.route('/checkout/sessions', checkoutRoutes(sandbox));
  api.route('/billing_portal/sessions', portalRoutes(sandbox));
  api.route('/subscriptions', subscriptionRoutes(sandbox));
  api.route('/', readRoutes(sandbox));
  api.all('*', (c) => {
    throw new StripeFailure(
      404,
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). The sandbox emulates what the portal uses.`,
    );
  });

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof StripeFailure) return c.json(error.body(), error.status);
    return c.json(new StripeFailure(500, `Sandbox error: ${error.message}`, { type: 'api_error' }).body(), 500);
  });
  app.use('*', stripeHeaders);
  app.use('/v1/*', faults.middleware(STRIPE_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());
  app.get('/_admin/events', (c) =>
    c.json({
      webhookUrl: options.webhook?.url ?? null,
      events: store.all('events').map((event) => ({ ...event, delivery: store.data.deliveries[event.id] ?? null })),
    }),
  );
  app.post('/_admin/events/:id/resend', (c) => {
    const event = store.get('events', c.req.param('id'));
    webhooks.send(event);
    return c.json({ ok: true, id: event.id }, 202);
  });
  app.get('/', (c) => c.json({ vendor: 'stripe', sandbox: true, apiVersion: STRIPE_API_VERSION }));
  app.get('/pages.css', (c) => c.body(pagesCss, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.route('/c/pay', checkoutPageRoutes(sandbox, mount));
  app.route('/p/session', portalPageRoutes(sandbox, mount));
  app.route('/', invoicePageRoutes(store, mount));
  app.route('/v1', api);
  return { app, store, webhooks };
}
