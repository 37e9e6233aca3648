import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import Telnyx from 'telnyx';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT, type TelnyxEmulatorOptions } from './telnyx-emulator.ts';

/**
 * The emulator on a local port, as the server mounts it, for tests that drive it with the official
 * `telnyx` client over real HTTP. `requests` records the URL of every request it received.
 */
export async function serveTelnyxEmulator(options: TelnyxEmulatorOptions = {}) {
  const emulator = createTelnyxEmulator(options);
  const requests: string[] = [];
  const app = new Hono()
    .use('*', async (c, next) => {
      requests.push(c.req.url);
      await next();
    })
    .route(TELNYX_SANDBOX_MOUNT, emulator.app);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}${TELNYX_SANDBOX_MOUNT}`;
  return {
    root,
    store: emulator.store,
    messaging: emulator.messaging,
    delivery: emulator.delivery,
    publicKey: emulator.publicKey,
    requests,
    client: () => new Telnyx({ apiKey: 'KEY-sandbox', baseURL: `${root}/v2`, maxRetries: 0, logLevel: 'off' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedWebhook = { body: string; headers: Record<string, string> };

/**
 * A stand-in for the portal's messaging webhook: records each request's raw body and headers and
 * answers `status` (200 unless a test changes it).
 */
export async function serveWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const receiver = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      );
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/telnyx`;
  return {
    url,
    received,
    receiver,
    /** The received webhooks once there are at least `count` of them (within a few seconds). */
    async atLeast(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
