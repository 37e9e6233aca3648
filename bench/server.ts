/**
 * In-process servers for the bench: the real app (createApp) on PGlite or PostgreSQL, and a bare
 * Hono route served the same way, each on 127.0.0.1 with a port the OS picks.
 */
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { pino } from 'pino';
import { generate } from 'selfsigned';
import { serveHttps } from '../apps/server/src/lib/https-server.ts';
import { createApp } from '../apps/server/src/app.ts';
import { createAuth } from '../apps/server/src/auth/auth.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { agents } from '../apps/server/src/db/schema/index.ts';
import { createMailer } from '../apps/server/src/create-mailer.ts';
import { listSandboxMail } from '../apps/server/src/dev-mailbox/sandbox-mailer.ts';
import { googleEndpoints } from '../apps/server/src/providers/google/endpoints.ts';
import { seedCallRecords, settleCallRecords } from '../apps/server/src/testing/call-records-seed.ts';

type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export type Listening = { server: ServerType; baseUrl: string; close: () => Promise<void> };

/**
 * Listens on port 0 first and binds the handler afterwards, so the app can be configured with
 * the URL it really has (better-auth checks Origin against it and puts it in e-mail links).
 */
async function listen(): Promise<Listening & { bind: (handler: FetchHandler) => void }> {
  let handler: FetchHandler = () => new Response('starting', { status: 503 });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: (request, env) => handler(request, env), hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    bind: (next) => (handler = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startBareServer(): Promise<Listening> {
  const listening = await listen();
  const app = new Hono();
  app.get('/bare', (c) => c.json({ ok: true }));
  listening.bind(app.fetch);
  return listening;
}

/** The app served over HTTPS with HTTP/2 as well, with a certificate made for this run. */
export type SecureListening = {
  baseUrl: string;
  /** The certificate's public key hash, for Chromium to trust this certificate and no other. */
  spkiHash: string;
  close: () => Promise<void>;
};

/**
 * The same handler over HTTPS and HTTP/2, as a browser reaches a deployment (TLS_CERT_FILE, or
 * the load balancer in front): browsers speak HTTP/2 only over TLS.
 */
async function listenHttps(handler: FetchHandler): Promise<SecureListening> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serveHttps(
      (request, env) => handler(request, env),
      { hostname: '127.0.0.1', port: 0, cert: pems.cert, key: pems.private },
      () => resolve(started),
    );
  });
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    baseUrl: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * fetch, asked once more when the connection fails: after a long quiet step (seeding 100,000
 * calls) the pooled keep-alive connection may have been closed by the server as it is reused.
 */
export async function benchFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export type AppServer = Listening & {
  /** The same app over HTTPS with HTTP/2. */
  secure: SecureListening;
  database: DatabaseHandle;
  databaseKind: 'pglite' | 'postgres';
  /** Signs a user up, confirms the address from the sandbox mailbox and returns its Cookie header. */
  signIn: () => Promise<{ cookie: string; userId: string; email: string }>;
  /** A fresh session cookie cache (better-auth's 30 s signed cookie) for the given session. */
  refreshCookie: (cookie: string) => Promise<string>;
  /** Gives the user a few agents, so the list the route returns is not empty. */
  seedAgents: (userId: string, count: number) => Promise<number>;
  /** Gives the user three more agents and `count` calls over the last 90 days, as the inbox bench does. */
  seedCalls: (userId: string, count: number) => Promise<void>;
  /** How many queries the app has made through Drizzle since it started. */
  queries: () => number;
};

export async function startAppServer(options: {
  databaseUrl?: string;
  logLevel: string;
  scrapeAllowHosts?: string;
}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const listening = await listen();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: new URL(listening.baseUrl).port,
    PUBLIC_URL: listening.baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    VAPI_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    // The bench measures the product against the emulators, as a local machine runs it.
    SANDBOX: '1',
    LOG_LEVEL: options.logLevel,
    ...(options.scrapeAllowHosts ? { SCRAPE_ALLOW_HOSTS: options.scrapeAllowHosts } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  // The production logger writes a JSON line per request; here it goes to /dev/null so the cost
  // of logging is measured without flooding the terminal.
  const logger = pino(
    { level: config.logLevel, base: undefined },
    pino.destination({ dest: '/dev/null', sync: false }),
  );
  let queries = 0;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onQuery: () => void queries++,
  });
  const mailer = createMailer(config, database.db);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    google: googleEndpoints(config, listening.baseUrl),
    logger,
  });
  const app = await createApp({ config, database, auth, mailer, logger });
  listening.bind(app.fetch);
  const secure = await listenHttps(app.fetch);

  const origin = { origin: config.publicUrl };

  async function signIn() {
    const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
    const password = `Bench-${randomBytes(12).toString('hex')}`;
    const signUp = await fetch(`${listening.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...origin },
      body: JSON.stringify({ email, password, name: 'Bench User' }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const link = await confirmationLink(email);
    if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
    const verify = await fetch(link, { redirect: 'manual', headers: origin });
    const cookie = cookieHeader(verify.headers.getSetCookie());
    if (!/session_token=/.test(cookie)) throw new Error(`confirming the address did not sign in (${verify.status})`);
    const session = await getSession(cookie);
    return { cookie, userId: session.userId, email };
  }

  /** The first link of the newest message to an address (sending may finish after sign-up answers). */
  async function confirmationLink(email: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const mail = (await listSandboxMail(database.db)).find((message) => message.to === email);
      const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  async function getSession(cookie: string, fresh = false) {
    const response = await benchFetch(
      `${listening.baseUrl}/api/auth/get-session${fresh ? '?disableCookieCache=true' : ''}`,
      { headers: { cookie, ...origin } },
    );
    const body = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
    if (!response.ok || !body?.user?.id) throw new Error(`the session cookie is not accepted (${response.status})`);
    return { userId: body.user.id, setCookie: response.headers.getSetCookie() };
  }

  async function refreshCookie(cookie: string) {
    const { setCookie } = await getSession(cookie, true);
    return mergeCookies(cookie, setCookie);
  }

  async function seedAgents(userId: string, count: number) {
    const rows = Array.from({ length: count }, (_, index) => ({
      userId,
      agentName: `Bench Agent ${index + 1}`,
      businessName: 'Bench Plumbing Co.',
      typeOfBusiness: 'Plumbing',
      description: 'Residential and commercial plumbing in Austin, Texas.',
      greeting: 'Thanks for calling Bench Plumbing, how can I help you today?',
    }));
    await database.db.insert(agents).values(rows);
    return count;
  }

  return {
    ...listening,
    secure,
    database,
    databaseKind: database.kind,
    signIn,
    refreshCookie,
    seedAgents,
    seedCalls: async (userId, count) => {
      await seedCallRecords(database.db, count, new Date(), userId);
      await settleCallRecords(database.db);
    },
    queries: () => queries,
    close: async () => {
      await Promise.all([listening.close(), secure.close()]);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function parseSetCookie(lines: string[]) {
  const cookies = new Map<string, string | null>();
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = /;\s*max-age=0\s*(;|$)/i.test(line);
    cookies.set(name, expired || value === '' ? null : value);
  }
  return cookies;
}

function cookieHeader(setCookie: string[]) {
  return mergeCookies('', setCookie);
}

/** A Cookie header updated with Set-Cookie lines, as a browser would keep it. */
function mergeCookies(cookie: string, setCookie: string[]) {
  const jar = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0) jar.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  for (const [name, value] of parseSetCookie(setCookie)) {
    if (value === null) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
