import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { createStripeEmulator } from './stripe-emulator.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_sandbox_test_secret';

async function listen(app: Hono) {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CaughtWebhook = { body: string; signature: string };

/**
 * A stand-in for the portal's webhook endpoint: keeps what it receives and answers each request
 * with the next of `statuses` (200 once they are used up).
 */
export async function serveWebhookCatcher() {
  const received: CaughtWebhook[] = [];
  const statuses: number[] = [];
  const app = new Hono().post('/webhooks/stripe', async (c) => {
    received.push({ body: await c.req.text(), signature: c.req.header('stripe-signature') ?? '' });
    return c.body(null, (statuses.shift() ?? 200) as 200);
  });
  const served = await listen(app);
  return { ...served, url: `${served.origin}/webhooks/stripe`, received, statuses };
}

/**
 * The emulator on a local port, at `mount` (the root unless given: the portal's clients put a path
 * in front of the SDK's), for tests that drive it with the official `stripe` client over real
 * HTTP; its events go to `webhookUrl` when given.
 */
export async function serveStripeEmulator(options: { webhookUrl?: string; dataDir?: string; mount?: string } = {}) {
  const mounted = new Hono();
  const served = await listen(mounted);
  const mount = options.mount ?? '';
  const root = `${served.origin}${mount}`;
  const emulator = createStripeEmulator({
    dataDir: options.dataDir,
    publicBaseUrl: root,
    webhook: options.webhookUrl ? { url: options.webhookUrl, secret: TEST_WEBHOOK_SECRET } : undefined,
    retryDelaysMs: [20, 20, 20],
  });
  mounted.route(mount || '/', emulator.app);
  return {
    root,
    store: emulator.store,
    webhooks: emulator.webhooks,
    client: () => {
      if (mount) throw new Error('The plain SDK client reaches the emulator at the root only.');
      const { hostname, port } = new URL(root);
      return new Stripe('sk_test_sandbox', { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
    },
    close: served.close,
  };
}

export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12 / 34',
  cardCvc: '123',
  cardName: 'Ada Owner',
};

/** Submits the first form of a hosted page as a browser would, without following the redirect. */
export async function submitHostedForm(url: string, fields: Record<string, string>) {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form on ${url}`);
  return fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}
