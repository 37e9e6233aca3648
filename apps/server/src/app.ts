import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { API_KEY_NOT_ALLOWED_HERE } from '@portal/shared/api-keys.plain';
import { presentsApiKey } from './auth/api-key-access.ts';
import type { Auth } from './auth/auth.ts';
import { hideSessionToken } from './auth/hide-session-token.ts';
import { accountLockout } from './auth/account-lockout.ts';
import { pageSession } from './auth/page-session.ts';
import { requireSession } from './auth/session.ts';
import { SESSIONS_CHANGED, SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { scheduledJob, type JobQueue } from './db/job-queue.ts';
import {
  ANSWERS_CHECKED_EVERY_MS,
  ANSWERS_KEPT_AT_MOST_MS,
  OWNER_CHANGES,
  FORGET_SEEN_OWNER_CHANGES_JOB,
  forgetSeenOwnerChanges,
  ownerChangesSince,
} from './db/owner-changes.ts';
import { clientIp } from './lib/client-ip.ts';
import { COMPRESS_JSON_FROM, compressAnswers } from './lib/compression.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { limitInFlight } from './lib/http-limits.ts';
import { requireJsonMutations } from './lib/json-only.ts';
import { guardJsonBodies } from './lib/json-body-guard.ts';
import type { Logger } from './lib/logger.ts';
import { methodNotAllowed } from './lib/method-not-allowed.ts';
import { ownerAnswers } from './lib/owner-answers.ts';
import { API_DOCUMENT, API_PAGES, describeSecurity, withApiKeys, withTags } from './lib/openapi.ts';
import { forBodies } from './lib/request-body.ts';
import { requestContext, type RequestVariables } from './lib/request-context.ts';
import { requireSameOrigin } from './lib/same-origin.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { UPLOAD_ROUTES } from './lib/upload-limit.ts';
import { reportError } from './lib/sentry.ts';
import { describeStripeWebhook } from './modules/billing/stripe-webhook.routes.ts';
import { describeVapiWebhook } from './modules/calls/vapi-webhook.routes.ts';
import { describeTelnyxWebhook } from './modules/texting/telnyx-webhook.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { siteConfig } from './modules/site/site-config.pure.ts';
import { wireModules } from './module-wiring.ts';
import { createProviders, type Providers } from './providers/create-providers.ts';
import type { Mailer } from './providers/email/email.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { loadSandbox } from './sandbox-mount.ts';
import { defaultWebDist, spaRoutes } from './spa.ts';
import { pageReads } from './page-reads.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  providers?: Providers;
  webDist?: string;
  /** Background jobs (retries, sweeps); the server's own work is defined on it here. */
  jobs?: JobQueue;
  /** The time the booking rules read (notice, same day, how far ahead); tests fix it. */
  now?: () => Date;
};

const API_BODY_LIMIT = 1024 * 1024;

/** Home, the agents and the calls inbox: read on every visit, rarely changed between two. */
const KEPT_ANSWERS = ['/cockpit', '/agents', '/calls'];

/**
 * The whole server as one Hono app: the guards every request passes, the API (public routes, then
 * the signed-in ones; which module answers which prefix is in module-wiring.ts), the emulators of
 * the vendors without a key, and the web app. Async only because the emulators are loaded on demand.
 */
export async function createApp(appDeps: AppDeps) {
  const { config, database, auth, mailer, logger, webDist = defaultWebDist, jobs } = appDeps;
  const now = appDeps.now ?? (() => new Date());
  const app = new Hono<{ Variables: RequestVariables }>();
  const providers = appDeps.providers ?? createProviders(config);
  const storage = createStorage(config);
  // Loaded before the routes: simulated inbound calls are played on the emulator from the API.
  const sandbox = await loadSandbox(config, database.db, now, webDist);
  const modules = wireModules({
    config,
    database,
    auth,
    mailer,
    logger,
    providers,
    storage,
    now,
    jobs,
    simulateInboundCall: sandbox?.simulateInboundCall,
    sandboxTransfers: sandbox?.sandboxTransfers,
  });
  if (jobs) for (const job of modules.jobs) jobs.define(job);
  // Which owner's data changed in which transaction is kept only while a kept answer may ask.
  jobs?.define(scheduledJob(FORGET_SEEN_OWNER_CHANGES_JOB, '*/10 * * * *', () => forgetSeenOwnerChanges(database.db)));

  app.use('*', requestContext(logger));
  app.use('*', securityHeaders({ isProduction: config.isProduction, realWebCalls: !!config.vapi.publicKey }));
  app.use('*', clientIp(config.trustedProxies));
  app.use('*', limitInFlight());
  // What is not compressed at build (JSON, the page itself) is compressed here when it is worth it;
  // answers that already carry an encoding (the built assets) and event streams are left alone.
  app.use('*', compressAnswers({ threshold: COMPRESS_JSON_FROM }));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return c.json(errorBody(code, error.message || 'The request could not be read.'), error.status);
    }
    c.var.log.error({ err: error }, 'unhandled error');
    reportError(error, { requestId: c.var.requestId });
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });

  // --- API -------------------------------------------------------------------------------
  const api = new OpenAPIHono();
  // Built once, on the first request that needs it, when every route has been registered.
  let document: ReturnType<typeof withTags> | undefined;
  const apiDocument = () => (document ??= withTags(withApiKeys(api.getOpenAPI31Document(API_DOCUMENT))));
  // Answers of the API are someone's own data: no shared cache or back-button copy may keep them.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  api.use(
    '*',
    methodNotAllowed(() => ({ ...apiDocument().paths, ...API_PAGES }), '/api'),
  );
  api.use(
    '*',
    forBodies(
      except(
        UPLOAD_ROUTES,
        bodyLimit({
          maxSize: API_BODY_LIMIT,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
          },
        }),
      ),
    ),
  );
  api.use('*', guardJsonBodies({ maxBytes: API_BODY_LIMIT }));
  const answers = ownerAnswers({
    changesSince: (userId, snapshot) => ownerChangesSince(database.db, userId, snapshot),
    keptAtMostMs: ANSWERS_KEPT_AT_MOST_MS,
    checkedEveryMs: ANSWERS_CHECKED_EVERY_MS,
  });
  // Every server hears, at each commit, whose data changed.
  void database.broadcast
    .listen(OWNER_CHANGES, (userId) => answers.changed(userId))
    .catch((error: unknown) => logger.error({ err: error }, 'owner changes could not be received'));
  const sessions = new SessionCache();
  // Another server's sign-out or reset empties this server's cache too.
  void database.broadcast
    .listen(SESSIONS_CHANGED, () => sessions.clear())
    .catch((error: unknown) => logger.error({ err: error }, 'session notifications could not be received'));
  const lockout = accountLockout({
    db: database.db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    // An API key never signs in, reads a session or manages keys: the auth library never sees one.
    if (presentsApiKey(c.req.header('authorization'))) throw new AppError('FORBIDDEN', API_KEY_NOT_ALLOWED_HERE);
    const response =
      c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email'
        ? await lockout(c.req.raw, (request) => auth.handler(request))
        : await auth.handler(c.req.raw);
    if (sessions.afterAuthRequest(c.req.method, c.req.path)) {
      await database.broadcast
        .notify(SESSIONS_CHANGED)
        .catch((error: unknown) => logger.error({ err: error }, 'session change could not be announced'));
    }
    return hideSessionToken(response);
  });
  describeSecurity(api);
  api.get('/openapi.json', (c) => c.json(apiDocument()));
  // The vendors sign their events instead of holding a session: answered before the signed-in API.
  for (const { prefix, routes } of modules.publicRoutes) api.route(prefix, routes);
  api.get('/docs/', (c) => c.redirect('/api/docs', 301));
  describeStripeWebhook(api);
  describeVapiWebhook(api);
  describeTelnyxWebhook(api);

  const signedInApi = new OpenAPIHono<{ Variables: RequestVariables }>();
  signedInApi.use('*', requireSameOrigin(config.publicUrl));
  signedInApi.use('*', requireSession(auth, sessions));
  signedInApi.use('*', requireJsonMutations);
  // The reads every signed-in page starts with are kept, made, until the owner's data changes.
  signedInApi.use('*', answers.forgetAfterWrites);
  for (const path of KEPT_ANSWERS) signedInApi.use(path, answers.serve);
  for (const { prefix, routes } of modules.signedInRoutes) signedInApi.route(prefix, routes);
  signedInApi.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  api.route('/', signedInApi);
  app.route('/api', api);

  // --- Sandbox vendors (only while a vendor is emulated) ---------------------------------
  sandbox?.mount(app);

  // --- Web app ---------------------------------------------------------------------------
  app.route('/', fileRoutes({ storage }));
  const site = siteConfig(config);
  app.get('/app-config.json', (c) => c.json(site));
  const served = { session: pageSession(auth), reads: pageReads((request, env) => app.fetch(request, env)) };
  app.route('/', spaRoutes(webDist, site, served));
  return app;
}
