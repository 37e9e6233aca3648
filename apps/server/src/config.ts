import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { WRITING_MODEL } from '@portal/shared/agents/models.plain';

// The ONLY file that reads process.env, so every setting is validated once. Everything else receives a Config.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .string()
  .optional()
  .transform((value) => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText.pipe(
    z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: 'must be an IP address or a host name' }).optional(),
  ),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('AI Voice Agent Platform <no-reply@localhost>'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  VAPI_API_KEY: optionalText,
  VAPI_PUBLIC_KEY: optionalText,
  VAPI_TELNYX_CREDENTIAL_ID: optionalText,
  VAPI_WEBHOOK_SECRET: optionalText,
  TELNYX_API_KEY: optionalText,
  TELNYX_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be the base64 public key from Mission Control (32 bytes)')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().default(WRITING_MODEL),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  SENTRY_DSN: optionalText.pipe(z.url().optional()),
  SCRAPE_ALLOW_HOSTS: z.string().default(''),
  WEBHOOK_ALLOW_HOSTS: z.string().default(''),
  MAGIC_LINK_ENABLED: flag,
  SANDBOX: flag,
  SANDBOX_PUBLIC: flag,
  TRUSTED_PROXIES: z.string().default(''),
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
  HTTPS_PORT: z.coerce.number().int().min(0).max(65535).default(3443),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).optional(),
  CONTACT_EMAIL: z.string().default('support@aivoiceagentplatform.com'),
  CONTACT_PHONE: z.string().default('+1 (512) 555-0142'),
  TERMS_URL: z.url().default('https://aivoiceagentplatform.com/terms-of-service'),
  REFUND_URL: z.url().default('https://aivoiceagentplatform.com/refund-policy'),
  PRIVACY_URL: z.url().default('https://aivoiceagentplatform.com/privacy-policy'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Validates the environment and lists every bad variable at once, so start-up fails fast. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A secret from the environment, or one generated once and kept in DATA_DIR so restarts keep sessions. */
function persistentSecret(dataDir: string, name: string, given: string | undefined, bytes: number) {
  if (given) return given;
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The Ed25519 key the Telnyx emulator signs its webhooks with, generated once into DATA_DIR like
 * the other sandbox secrets, and its public half as Telnyx shows one (raw 32 bytes, base64).
 */
function sandboxTelnyxSigningKey(dataDir: string) {
  const file = join(dataDir, 'telnyx-webhook-signing-key.pem');
  if (!existsSync(file)) {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    writeFileSync(file, pem, { mode: 0o600 });
  }
  const privateKey = readFileSync(file, 'utf8');
  const { x } = createPublicKey(createPrivateKey(privateKey)).export({ format: 'jwk' });
  return { privateKey, publicKey: Buffer.from(x!, 'base64url').toString('base64') };
}

/**
 * What production needs that development generates or emulates. Secrets kept in DATA_DIR would
 * differ between servers, and an emulated vendor or mailbox in production would let anyone read
 * reset links or sign in as anyone; SANDBOX=1 says the operator wants the emulators anyway.
 */
function productionProblems(parsed: Env): string[] {
  const missing = (names: (keyof Env)[], reason: string) =>
    names.filter((name) => !parsed[name]).map((name) => `  ${name}: ${reason}`);
  const secrets = missing(
    ['AUTH_SECRET', 'ENCRYPTION_KEY', 'VAPI_WEBHOOK_SECRET'],
    'required when NODE_ENV=production',
  );
  if (parsed.SANDBOX) return secrets;
  const vendor = 'required when NODE_ENV=production (or set SANDBOX=1 to run the emulators)';
  return [
    ...secrets,
    ...missing(['VAPI_API_KEY', 'VAPI_PUBLIC_KEY', 'VAPI_TELNYX_CREDENTIAL_ID'], vendor),
    ...missing(['TELNYX_API_KEY', 'TELNYX_PUBLIC_KEY'], vendor),
    ...missing(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'OPENAI_API_KEY', 'SMTP_URL'], vendor),
    ...(parsed.STRIPE_SECRET_KEY ? [] : missing(['STRIPE_SECRET_KEY'], vendor)),
  ];
}

/**
 * HTTPS (and with it HTTP/2, which browsers speak only over TLS) needs both the certificate and
 * its key, readable at start-up; a half setup is refused rather than silently served as plain HTTP.
 */
function tlsProblems(parsed: Env): string[] {
  const files = { TLS_CERT_FILE: parsed.TLS_CERT_FILE, TLS_KEY_FILE: parsed.TLS_KEY_FILE };
  if (!files.TLS_CERT_FILE && !files.TLS_KEY_FILE) return [];
  return Object.entries(files).flatMap(([name, file]) => {
    if (!file) return [`  ${name}: required with ${name === 'TLS_KEY_FILE' ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}`];
    return existsSync(file) ? [] : [`  ${name}: no file at ${file}`];
  });
}

/** Real Stripe needs its webhook secret and the price of each paid plan; half a setup is refused anywhere. */
function stripeProblems(parsed: Env): string[] {
  if (!parsed.STRIPE_SECRET_KEY) return [];
  const needed = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_PREMIUM'] as const;
  return needed.filter((name) => !parsed[name]).map((name) => `  ${name}: required with STRIPE_SECRET_KEY`);
}

/** Every interface, IPv4 and IPv6 alike where the system has both. */
export const ALL_INTERFACES = '0.0.0.0';

/**
 * Where the server listens: HOST, else this machine only while any vendor is emulated (the
 * emulators and the sandbox mailbox trust whoever calls them), else every interface.
 * SANDBOX_PUBLIC=1 asks for other machines to reach the sandbox, so it listens everywhere too.
 */
function bindHost(parsed: Env) {
  if (parsed.HOST) return parsed.HOST;
  const anyEmulated =
    !parsed.VAPI_API_KEY ||
    !parsed.TELNYX_API_KEY ||
    !(parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET) ||
    !parsed.OPENAI_API_KEY ||
    !parsed.STRIPE_SECRET_KEY ||
    !parsed.SMTP_URL;
  return anyEmulated && !parsed.SANDBOX_PUBLIC ? '127.0.0.1' : ALL_INTERFACES;
}

/** The address the server reaches itself at on the interface it listens on. */
function selfAddress(host: string) {
  if (host === ALL_INTERFACES) return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = parseEnv(env);
  const problems = [
    ...(parsed.NODE_ENV === 'production' ? productionProblems(parsed) : []),
    ...stripeProblems(parsed),
    ...tlsProblems(parsed),
  ];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const host = bindHost(parsed);
  const telnyxSandbox = parsed.TELNYX_API_KEY ? undefined : sandboxTelnyxSigningKey(dataDir);
  return {
    env: parsed.NODE_ENV,
    isProduction: parsed.NODE_ENV === 'production',
    host,
    port: parsed.PORT,
    publicUrl,
    // How the server reaches itself (sandbox emulators are served by this same process).
    internalOrigin: `http://${selfAddress(host)}:${parsed.PORT}`,
    dataDir,
    logLevel: parsed.LOG_LEVEL,
    databaseUrl: parsed.DATABASE_URL,
    authSecret: persistentSecret(dataDir, 'auth-secret', parsed.AUTH_SECRET, 32),
    encryptionKey: persistentSecret(dataDir, 'encryption-key', parsed.ENCRYPTION_KEY, 32),
    // Auth rate limits are on except when explicitly switched off (the e2e suite signs in many times).
    authRateLimit: parsed.AUTH_RATE_LIMIT !== 'off',
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM },
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          endpoint: parsed.S3_ENDPOINT,
          region: parsed.S3_REGION,
          accessKeyId: parsed.S3_ACCESS_KEY_ID,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    vapi: {
      apiKey: parsed.VAPI_API_KEY,
      publicKey: parsed.VAPI_PUBLIC_KEY,
      telnyxCredentialId: parsed.VAPI_TELNYX_CREDENTIAL_ID,
      webhookSecret: persistentSecret(dataDir, 'vapi-webhook-secret', parsed.VAPI_WEBHOOK_SECRET, 24),
    },
    telnyx: {
      apiKey: parsed.TELNYX_API_KEY,
      // Webhooks are verified with Telnyx's key, or with the emulator's while it stands in.
      publicKey: telnyxSandbox ? telnyxSandbox.publicKey : parsed.TELNYX_PUBLIC_KEY,
      sandboxSigningKey: telnyxSandbox?.privateKey,
    },
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? { clientId: parsed.GOOGLE_CLIENT_ID, clientSecret: parsed.GOOGLE_CLIENT_SECRET }
        : undefined,
    openai: { apiKey: parsed.OPENAI_API_KEY, model: parsed.OPENAI_MODEL },
    stripe: {
      secretKey: parsed.STRIPE_SECRET_KEY,
      // The emulator signs its events with a secret of the same form, kept in DATA_DIR.
      webhookSecret:
        parsed.STRIPE_WEBHOOK_SECRET ?? `whsec_${persistentSecret(dataDir, 'stripe-webhook-secret', undefined, 24)}`,
      prices: { pro: parsed.STRIPE_PRICE_PRO, premium: parsed.STRIPE_PRICE_PREMIUM },
    },
    sentryDsn: parsed.SENTRY_DSN,
    scrapeAllowHosts: parsed.SCRAPE_ALLOW_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    // The owner's webhook endpoints obey the same private-address block; these are exempt (local testing).
    webhookAllowHosts: parsed.WEBHOOK_ALLOW_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    magicLinkEnabled: parsed.MAGIC_LINK_ENABLED,
    sandbox: {
      // Emulators in production only when asked for (start-up then warns loudly).
      inProduction: parsed.NODE_ENV === 'production' && parsed.SANDBOX,
      // Sandbox routes answer loopback clients only, unless the operator opens them.
      public: parsed.SANDBOX_PUBLIC,
    },
    // Served beside the plain HTTP port, which stays for the load balancer and the server's own calls.
    https:
      parsed.TLS_CERT_FILE && parsed.TLS_KEY_FILE
        ? {
            port: parsed.HTTPS_PORT,
            cert: readFileSync(parsed.TLS_CERT_FILE, 'utf8'),
            key: readFileSync(parsed.TLS_KEY_FILE, 'utf8'),
          }
        : undefined,
    trustedProxies: parsed.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    site: {
      contactEmail: parsed.CONTACT_EMAIL,
      contactPhone: parsed.CONTACT_PHONE,
      termsUrl: parsed.TERMS_URL,
      refundUrl: parsed.REFUND_URL,
      privacyUrl: parsed.PRIVACY_URL,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** Which vendors run against the local emulators (no key configured). */
export function sandboxedVendors(config: Config) {
  return {
    vapi: !config.vapi.apiKey,
    telnyx: !config.telnyx.apiKey,
    google: !config.google,
    openai: !config.openai.apiKey,
    stripe: !config.stripe.secretKey,
    mail: !config.mail.smtpUrl,
  };
}

/** Where the voice platform sends call events and tool calls. */
export const webhookUrl = (config: Config) => `${config.publicUrl}/api/webhooks/vapi`;

/**
 * Where Telnyx sends the events of texts (the messaging profile's webhook URL). The emulator runs
 * in this process and posts to the server on loopback, at `origin`.
 */
export const telnyxWebhookUrl = (config: Config, origin: string = config.publicUrl) => `${origin}/api/webhooks/telnyx`;

/**
 * Where Stripe sends billing events. The emulator runs in this process, so it posts to the server
 * on loopback; a real Stripe webhook endpoint is `${PUBLIC_URL}/api/webhooks/stripe`.
 */
export const stripeWebhookUrl = (config: Config, origin: string = config.publicUrl) => `${origin}/api/webhooks/stripe`;
