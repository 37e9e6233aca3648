import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { sandboxProxyWarning, startupMessage } from './startup-message.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-start-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('startupMessage', () => {
  it('says where the portal is and, in sandbox mode, where its e-mails are read', () => {
    expect(startupMessage(loadConfig({ DATA_DIR: dataDir, PORT: '3000' }))).toBe(
      'AI Voice Agent Platform is running at http://localhost:3000 (listening on 127.0.0.1) in sandbox mode: ' +
        'Vapi, Telnyx, Google, OpenAI and Stripe are emulated, e-mail goes to the sandbox mailbox at ' +
        'http://localhost:3000/dev/mailbox and texts go to the sandbox phone at http://localhost:3000/dev/phone.',
    );
  });

  it('names only the vendors still emulated, and no mailbox once mail is real', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://portal.example.com',
      SMTP_URL: 'smtp://mail.example.com:25',
      TELNYX_API_KEY: 'key',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OPENAI_API_KEY: 'key',
      STRIPE_SECRET_KEY: 'sk_test_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_key',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      HOST: '0.0.0.0',
    });
    expect(startupMessage(config)).toBe(
      'AI Voice Agent Platform is running at https://portal.example.com (listening on 0.0.0.0) in sandbox mode: Vapi is emulated.',
    );
    expect(startupMessage({ ...config, vapi: { ...config.vapi, apiKey: 'key' } })).toBe(
      'AI Voice Agent Platform is running at https://portal.example.com (listening on 0.0.0.0).',
    );
  });
});

describe('sandboxProxyWarning', () => {
  const demonstration = (extra: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SANDBOX: '1',
      AUTH_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: 'a'.repeat(64),
      VAPI_WEBHOOK_SECRET: 'webhook-secret',
      ...extra,
    });

  it('names TRUSTED_PROXIES when a demonstration deployment runs without it', () => {
    expect(sandboxProxyWarning(demonstration())).toMatch(/^SANDBOX=1 without TRUSTED_PROXIES: .*TRUSTED_PROXIES/);
  });

  it('says nothing once the proxy is trusted, the sandbox is opened on purpose, or outside production', () => {
    expect(sandboxProxyWarning(demonstration({ TRUSTED_PROXIES: 'loopback' }))).toBeUndefined();
    expect(sandboxProxyWarning(demonstration({ SANDBOX_PUBLIC: '1' }))).toBeUndefined();
    expect(sandboxProxyWarning(loadConfig({ DATA_DIR: dataDir }))).toBeUndefined();
  });
});
