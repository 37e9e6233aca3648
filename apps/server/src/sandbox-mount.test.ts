import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_PRICE_IDS } from '@portal/sandbox';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { RequestVariables } from './lib/request-context.ts';
import { SANDBOX_PRICE_IDS } from './providers/billing/plans.ts';
import { loadSandbox } from './sandbox-mount.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-sandbox-mount-'));
});
afterEach(async () => {
  vi.doUnmock('@portal/sandbox');
  await rm(dataDir, { recursive: true, force: true });
});

const everyVendorReal = () => ({
  DATA_DIR: dataDir,
  VAPI_API_KEY: 'vapi-key',
  VAPI_WEBHOOK_SECRET: 'webhook-secret',
  TELNYX_API_KEY: 'telnyx-key',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  OPENAI_API_KEY: 'openai-key',
  SMTP_URL: 'smtps://user:pass@smtp.example.com',
  STRIPE_SECRET_KEY: 'sk_test_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_test',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_PREMIUM: 'price_premium',
});

const noDatabase = {} as Database;

describe('loadSandbox', () => {
  it('loads no emulator code when every vendor is real', async () => {
    vi.doMock('@portal/sandbox', () => {
      throw new Error('the emulators were imported');
    });
    expect(await loadSandbox(loadConfig(everyVendorReal()), noDatabase, () => new Date())).toBeUndefined();
  });

  it('mounts the mailbox without SMTP and loads no emulator code when every vendor is real', async () => {
    vi.doMock('@portal/sandbox', () => {
      throw new Error('the emulators were imported');
    });
    const { SMTP_URL: _smtp, ...withoutSmtp } = everyVendorReal();
    const sandbox = await loadSandbox(loadConfig(withoutSmtp), noDatabase, () => new Date());
    const app = new Hono<{ Variables: RequestVariables }>();
    sandbox!.mount(app);
    const paths = app.routes.map((route) => route.path);
    expect(paths.some((path) => path.startsWith('/dev/mailbox'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/sandbox/'))).toBe(false);
  });

  it('mounts the emulator of a vendor without a key, and only that one', async () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutStripe } = everyVendorReal();
    const sandbox = await loadSandbox(loadConfig(withoutStripe), noDatabase, () => new Date());
    const app = new Hono<{ Variables: RequestVariables }>();
    sandbox!.mount(app);
    const paths = app.routes.map((route) => route.path);
    expect(paths.some((path) => path.startsWith('/sandbox/stripe'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/sandbox/vapi') || path.startsWith('/dev'))).toBe(false);
    expect(sandbox!.simulateInboundCall).toBeUndefined();
  });

  it('mounts the sandbox phone beside the mailbox, answering this machine only', async () => {
    const { TELNYX_API_KEY: _key, SMTP_URL: _smtp, ...withoutTelnyxOrSmtp } = everyVendorReal();
    const sandbox = await loadSandbox(loadConfig(withoutTelnyxOrSmtp), noDatabase, () => new Date());
    const app = new Hono<{ Variables: RequestVariables }>();
    // What lib/client-ip.ts decides from the socket, here said by the test.
    app.use('*', async (c, next) => {
      c.set('fromThisMachine', c.req.header('x-test-from') === 'loopback');
      await next();
    });
    sandbox!.mount(app);
    const phonePages = [
      '/dev/phone',
      '/dev/phone/conversations.json',
      '/dev/phone/phone.css',
      `/dev/phone/${encodeURIComponent('+15125550142')}`,
    ];
    for (const path of phonePages) {
      const local = await app.request(path, { headers: { 'x-test-from': 'loopback' } });
      expect(local.status, path).toBe(200);
      const remote = await app.request(path);
      expect(remote.status, path).toBe(404);
      expect(await remote.text()).toMatch(/answers this machine only/);
    }
    expect(
      (await app.request('/dev/phone', { headers: { 'x-test-from': 'loopback' } })).headers.get('content-type'),
    ).toMatch(/^text\/html/);
    // The mailbox, mounted at /dev too, keeps its own pages and shadows none of the phone's.
    expect((await app.request('/dev/mailbox.json')).status).toBe(404);
    const paths = app.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/dev/mailbox', '/dev/phone', '/dev/phone/:number']));
  });

  it('leaves the rest of /dev to the web app when only the phone is mounted there', async () => {
    const { TELNYX_API_KEY: _key, ...withoutTelnyx } = everyVendorReal();
    const sandbox = await loadSandbox(loadConfig(withoutTelnyx), noDatabase, () => new Date());
    const app = new Hono<{ Variables: RequestVariables }>();
    app.use('*', async (c, next) => {
      c.set('fromThisMachine', false);
      await next();
    });
    sandbox!.mount(app);
    app.get('*', (c) => c.text('the web app'));
    expect(await (await app.request('/dev/mailbox')).text()).toBe('the web app');
    expect(await (await app.request('/dev/phone.json')).text()).toBe('the web app');
    expect((await app.request('/dev/phone')).status).toBe(404);
  });

  it("buys the prices the Stripe emulator's catalogue holds", () => {
    expect(SANDBOX_PRICE_IDS).toEqual(CATALOGUE_PRICE_IDS);
  });
});
