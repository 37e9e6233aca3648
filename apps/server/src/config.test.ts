import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv, sandboxedVendors } from './config.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-config-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A production environment with every secret and vendor set: each test takes one thing away. */
const production = () => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'a'.repeat(64),
  VAPI_WEBHOOK_SECRET: 'webhook-secret',
  VAPI_API_KEY: 'vapi-key',
  VAPI_PUBLIC_KEY: 'vapi-public-key',
  VAPI_TELNYX_CREDENTIAL_ID: 'credential',
  TELNYX_API_KEY: 'telnyx-key',
  TELNYX_PUBLIC_KEY: 'eu2zvPjhY6odxV34Z/EsRiERvTodkev4Fq0SlK90Izg=',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  OPENAI_API_KEY: 'openai-key',
  SMTP_URL: 'smtps://user:pass@smtp.example.com',
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_PREMIUM: 'price_premium',
});

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('names every bad variable at once so the operator can fix them in one go', () => {
    const error = configError(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'nope', ENCRYPTION_KEY: 'short' }));
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toMatch(/^\s+PORT: /m);
    expect(error.message).toMatch(/^\s+DATABASE_URL: /m);
    expect(error.message).toMatch(/^\s+ENCRYPTION_KEY: must be 64 hex characters/m);
  });

  it('accepts an empty environment with documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAGIC_LINK_ENABLED).toBe(false);
  });

  it('treats empty strings as unset (a blank line in .env does not break start-up)', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '  ', AUTH_SECRET: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });
});

describe('loadConfig', () => {
  it('serves HTTPS only with both the certificate and its key, each a file that exists', async () => {
    const cert = join(dataDir, 'cert.pem');
    const key = join(dataDir, 'key.pem');
    await writeFile(cert, 'CERT');
    await writeFile(key, 'KEY');
    expect(loadConfig({ DATA_DIR: dataDir }).https).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, TLS_CERT_FILE: cert, TLS_KEY_FILE: key }).https).toEqual({
      port: 3443,
      cert: 'CERT',
      key: 'KEY',
    });
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, TLS_CERT_FILE: cert })).message).toContain(
      'TLS_KEY_FILE: required with TLS_CERT_FILE',
    );
    const missing = join(dataDir, 'absent.pem');
    expect(
      configError(() => loadConfig({ DATA_DIR: dataDir, TLS_CERT_FILE: cert, TLS_KEY_FILE: missing })).message,
    ).toContain(`TLS_KEY_FILE: no file at ${missing}`);
  });

  it('refuses to start in production while any secret would be generated per server', () => {
    const error = configError(() => loadConfig({ ...production(), AUTH_SECRET: '', ENCRYPTION_KEY: '' }));
    expect(error.message).toMatch(/^\s+AUTH_SECRET: required when NODE_ENV=production$/m);
    expect(error.message).toMatch(/^\s+ENCRYPTION_KEY: required when NODE_ENV=production$/m);
    expect(error.message).not.toContain('VAPI_WEBHOOK_SECRET');
  });

  it.each([
    'VAPI_API_KEY',
    'VAPI_PUBLIC_KEY',
    'TELNYX_API_KEY',
    'TELNYX_PUBLIC_KEY',
    'GOOGLE_CLIENT_SECRET',
    'OPENAI_API_KEY',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
  ])('refuses to start in production with %s missing, which would switch an emulator on', (name) => {
    const error = configError(() => loadConfig({ ...production(), [name]: '' }));
    expect(error.message).toContain(`${name}: required when NODE_ENV=production (or set SANDBOX=1`);
  });

  it('starts in production with every vendor configured, and no emulator runs', () => {
    const config = loadConfig(production());
    expect(config.isProduction).toBe(true);
    expect(config.authSecret).toBe('x'.repeat(32));
    expect(Object.values(sandboxedVendors(config)).some(Boolean)).toBe(false);
    expect(config.sandbox.inProduction).toBe(false);
  });

  it('runs the emulators in production only when SANDBOX=1 says so, still with secrets from the environment', () => {
    const secrets = { NODE_ENV: 'production', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
    const keys = { ENCRYPTION_KEY: 'a'.repeat(64), VAPI_WEBHOOK_SECRET: 'webhook-secret' };
    const config = loadConfig({ ...secrets, ...keys, SANDBOX: '1' });
    expect(config.sandbox.inProduction).toBe(true);
    expect(sandboxedVendors(config)).toMatchObject({ vapi: true, mail: true });
    expect(configError(() => loadConfig({ ...secrets, SANDBOX: '1' })).message).toContain('ENCRYPTION_KEY');
  });

  it('generates secrets once and keeps them in DATA_DIR, so restarts keep sessions', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.encryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(second.vapi.webhookSecret).toBe(first.vapi.webhookSecret);
    expect((await readFile(join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(first.authSecret);
    // Readable by the owner only.
    expect((await stat(join(dataDir, 'auth-secret'))).mode & 0o077).toBe(0);
  });

  it("verifies Telnyx webhooks with the emulator's key, kept in DATA_DIR, while Telnyx is emulated", async () => {
    const emulated = loadConfig({
      DATA_DIR: dataDir,
      TELNYX_PUBLIC_KEY: 'eu2zvPjhY6odxV34Z/EsRiERvTodkev4Fq0SlK90Izg=',
    });
    expect(emulated.telnyx.sandboxSigningKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(emulated.telnyx.publicKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(emulated.telnyx.publicKey).not.toBe('eu2zvPjhY6odxV34Z/EsRiERvTodkev4Fq0SlK90Izg=');
    expect(loadConfig({ DATA_DIR: dataDir }).telnyx.publicKey).toBe(emulated.telnyx.publicKey);
    expect((await stat(join(dataDir, 'telnyx-webhook-signing-key.pem'))).mode & 0o077).toBe(0);

    const real = loadConfig({
      DATA_DIR: dataDir,
      TELNYX_API_KEY: 'key',
      TELNYX_PUBLIC_KEY: 'eu2zvPjhY6odxV34Z/EsRiERvTodkev4Fq0SlK90Izg=',
    });
    expect(real.telnyx).toEqual({
      apiKey: 'key',
      publicKey: 'eu2zvPjhY6odxV34Z/EsRiERvTodkev4Fq0SlK90Izg=',
      sandboxSigningKey: undefined,
    });
    expect(configError(() => parseEnv({ TELNYX_PUBLIC_KEY: 'not-a-key' })).message).toContain(
      'TELNYX_PUBLIC_KEY: must be the base64 public key from Mission Control (32 bytes)',
    );
  });

  it('gives another data directory other secrets, and prefers secrets from the environment', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'portal-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const other = loadConfig({ DATA_DIR: otherDir, AUTH_SECRET: 'y'.repeat(40) });
      expect(other.encryptionKey).not.toBe(first.encryptionKey);
      expect(other.authSecret).toBe('y'.repeat(40));
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('derives the public URL from the port and strips a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });

  it('takes real Stripe only with its webhook secret and both prices, and signs sandbox events with a kept secret', () => {
    const error = configError(() => loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_x' }));
    expect(error.message).toMatch(/^\s+STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY$/m);
    expect(error.message).toMatch(/^\s+STRIPE_PRICE_PRO: required with STRIPE_SECRET_KEY$/m);
    expect(error.message).toMatch(/^\s+STRIPE_PRICE_PREMIUM: required with STRIPE_SECRET_KEY$/m);
    const real = loadConfig({ ...production(), NODE_ENV: 'development' });
    expect(real.stripe).toEqual({
      secretKey: 'sk_live_key',
      webhookSecret: 'whsec_live',
      prices: { pro: 'price_pro', premium: 'price_premium' },
    });
    const sandbox = loadConfig({ DATA_DIR: dataDir }).stripe;
    expect(sandbox.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).stripe.webhookSecret).toBe(sandbox.webhookSecret);
  });

  it('keeps auth rate limits on unless explicitly switched off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).authRateLimit).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'off' }).authRateLimit).toBe(false);
  });

  it('emulates exactly the vendors that have no credentials', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://mail.example.com:25',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(sandboxedVendors(config)).toEqual({
      vapi: true,
      telnyx: true,
      google: false,
      openai: true,
      stripe: true,
      mail: false,
    });
    // A Google client id without its secret is not a usable configuration: stay on the sandbox.
    expect(sandboxedVendors(loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' })).google).toBe(true);
  });

  it('listens on this machine only while any vendor is emulated, on every interface once none is, or where HOST says', () => {
    const withEveryVendor = { ...production(), NODE_ENV: 'development' };
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...withEveryVendor, SMTP_URL: '' }).host).toBe('127.0.0.1');
    expect(loadConfig(withEveryVendor).host).toBe('0.0.0.0');
    // Asking for the sandbox to answer other machines means listening where they can reach it.
    expect(loadConfig({ DATA_DIR: dataDir, SANDBOX_PUBLIC: '1' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '192.0.2.7' }).host).toBe('192.0.2.7');
    expect(loadConfig({ ...withEveryVendor, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('reaches itself on the interface it listens on', () => {
    const origin = (HOST?: string) => loadConfig({ DATA_DIR: dataDir, PORT: '4123', HOST }).internalOrigin;
    expect(origin()).toBe('http://127.0.0.1:4123');
    expect(origin('0.0.0.0')).toBe('http://127.0.0.1:4123');
    expect(origin('127.0.0.2')).toBe('http://127.0.0.2:4123');
    expect(origin('::')).toBe('http://[::1]:4123');
    expect(origin('::1')).toBe('http://[::1]:4123');
  });

  it('refuses a HOST that is neither an address nor a host name, naming it', () => {
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, HOST: 'not a host!' })).message).toMatch(
      /^\s+HOST: must be an IP address or a host name$/m,
    );
  });
});
