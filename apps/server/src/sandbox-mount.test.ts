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

  it("buys the prices the Stripe emulator's catalogue holds", () => {
    expect(SANDBOX_PRICE_IDS).toEqual(CATALOGUE_PRICE_IDS);
  });
});
