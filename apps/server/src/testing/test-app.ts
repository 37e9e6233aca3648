import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { createAuth } from '../auth/auth.ts';
import { loadConfig } from '../config.ts';
import { sandboxMail } from '../db/schema/index.ts';
import { httpServerOptions, type REQUEST_LIMITS } from '../lib/http-limits.ts';
import { createLogger } from '../lib/logger.ts';
import { createMailer } from '../create-mailer.ts';
import { createProviders, type Providers } from '../providers/create-providers.ts';
import { googleEndpoints } from '../providers/google/endpoints.ts';
import { CookieJar } from './cookies.ts';
import { freePort } from './net.ts';
import { openApiConformance, type Conformance, type OpenApiDocument } from './openapi-conformance.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Portal</title></head><body><div id="root"></div></body></html>';

export type TestAppOptions = {
  /** Extra environment variables for loadConfig (DATA_DIR is always a fresh temp directory). */
  env?: Record<string, string>;
  /** Listen on a real port (needed when the server calls itself, as with the Google emulator). */
  listen?: boolean;
  /** Shorter request time limits, to watch a slow client being cut off. */
  requestLimits?: typeof REQUEST_LIMITS;
  /** A fixed clock for the booking rules, so a test does not depend on today's date. */
  now?: () => Date;
  /** Wraps or replaces vendor clients; it is given the ones the app would use (emulators here). */
  providers?: (providers: Providers) => Providers;
};

export type RequestOptions = {
  /** The socket address the request appears to come from (rate limits are per client address). */
  ip?: string;
};

let clientCounter = 0;
/** A distinct client address (TEST-NET-2) so tests do not share a rate-limit bucket. */
export const nextClientIp = () => `198.51.100.${(clientCounter++ % 250) + 1}`;

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const webDist = join(dataDir, 'web-dist');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), TEST_INDEX_HTML);
  const port = options.listen ? await freePort() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: 'on',
    DATA_DIR: dataDir,
    ...(port ? { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` } : {}),
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const database = await openTestDatabase();
  const mailer = createMailer(config, database.db);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    google: googleEndpoints(config, `http://127.0.0.1:${config.port}`),
    logger,
  });
  const providers = options.providers?.(createProviders(config));
  const app = await createApp({ config, database, auth, mailer, logger, webDist, now: options.now, providers });

  let server: ServerType | undefined;
  if (port) {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        { fetch: app.fetch, port, hostname: '127.0.0.1', serverOptions: httpServerOptions(options.requestLimits) },
        () => resolve(started),
      );
    });
  }
  const baseUrl = port ? `http://127.0.0.1:${(server!.address() as AddressInfo).port}` : undefined;

  let conformance: Promise<Conformance> | undefined;
  /** The API's own document, read once from the server the test talks to. */
  const documented = () =>
    (conformance ??= Promise.resolve(app.request('/api/openapi.json'))
      .then((response) => response.json() as Promise<OpenApiDocument>)
      .then(openApiConformance));

  /**
   * app.request with the browser's same-origin `origin` header and a simulated client socket.
   * Every answer of a documented operation is checked against the API's OpenAPI document.
   */
  async function request(path: string, init: RequestInit = {}, requestOptions: RequestOptions = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', config.publicUrl);
    const ip = requestOptions.ip ?? '192.0.2.10';
    const response = await app.request(path, { ...init, headers }, { incoming: { socket: { remoteAddress: ip } } });
    const mismatches = await (await documented()).check(init.method ?? 'GET', path, response);
    if (mismatches?.length) throw new Error(`The answer differs from the API document:\n${mismatches.join('\n')}`);
    return response;
  }

  const postJson = (path: string, body: unknown, extra: RequestInit = {}, requestOptions?: RequestOptions) =>
    request(
      path,
      {
        ...extra,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(extra.headers)) },
        body: JSON.stringify(body),
      },
      requestOptions,
    );

  /** Messages the sandbox mailbox holds for one address, newest first. */
  const mailsTo = (to: string) =>
    database.db.select().from(sandboxMail).where(eq(sandboxMail.to, to)).orderBy(desc(sandboxMail.createdAt));

  /** The first link in the newest message to an address. */
  async function latestLink(to: string) {
    const [mail] = await mailsTo(to);
    if (!mail) throw new Error(`no e-mail to ${to}`);
    const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!url) throw new Error(`no link in "${mail.subject}"`);
    return new URL(url);
  }

  /** Follows a link from an e-mail inside the app, returning the response and the cookies it set. */
  async function followLink(link: URL, requestOptions?: RequestOptions) {
    const response = await request(`${link.pathname}${link.search}`, {}, requestOptions);
    return { response, jar: CookieJar.from(response) };
  }

  async function signUp(email: string, password: string, name = 'Test User', requestOptions?: RequestOptions) {
    return postJson('/api/auth/sign-up/email', { email, password, name }, {}, requestOptions ?? { ip: nextClientIp() });
  }

  /** Signs up, follows the confirmation link from the mailbox and returns a Cookie header. */
  async function signUpAndVerify(email: string, password: string, name = 'Test User') {
    const ip = nextClientIp();
    const signUpResponse = await signUp(email, password, name, { ip });
    if (signUpResponse.status !== 200) throw new Error(`sign-up failed: ${signUpResponse.status}`);
    const { response, jar } = await followLink(await latestLink(email), { ip });
    if (response.status !== 302 || !jar.sessionToken()) {
      throw new Error(`verification did not sign in: ${response.status}`);
    }
    return jar.header();
  }

  /**
   * Whether the protected API accepts a Cookie header: an unknown /api path answers 404 past the
   * session check and 401 before it, whatever endpoints exist.
   */
  async function apiAccepts(cookie: string) {
    const status = (await request('/api/__session-probe', { headers: { cookie } })).status;
    if (status !== 401 && status !== 404) throw new Error(`unexpected status ${status}`);
    return status === 404;
  }

  async function close() {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  return {
    config,
    database,
    db: database.db,
    auth,
    app,
    baseUrl,
    request,
    postJson,
    mailsTo,
    latestLink,
    followLink,
    signUp,
    signUpAndVerify,
    apiAccepts,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
