import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import Telnyx from 'telnyx';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from './telnyx-emulator.ts';

/**
 * The emulator on a local port, as the server mounts it, for tests that drive it with the official
 * `telnyx` client over real HTTP. `requests` records the URL of every request it received.
 */
export async function serveTelnyxEmulator() {
  const emulator = createTelnyxEmulator();
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
    requests,
    client: () => new Telnyx({ apiKey: 'KEY-sandbox', baseURL: `${root}/v2`, maxRetries: 0, logLevel: 'off' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
