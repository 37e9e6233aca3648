import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import type { Auth } from './auth/auth.ts';
import { hideSessionToken } from './auth/hide-session-token.ts';
import { accountLockout } from './auth/account-lockout.ts';
import { requireSession } from './auth/session.ts';
import { SESSIONS_CHANGED, SessionCache } from './auth/session-cache.ts';
import { sandboxedVendors, stripeWebhookUrl, webhookUrl, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './db/job-queue.ts';
import { createKeyedLock } from './db/keyed-lock.ts';
import { agentJobs } from './modules/agents/agents.jobs.ts';
import { callJobs } from './modules/calls/calls.jobs.ts';
import type { EndedCallRecord } from './modules/calls/call-events.service.ts';
import { outcomeAnalysisJob, queueOutcomeAnalysis } from './modules/calls/outcome-analysis.jobs.ts';
import { phoneNumberJobs } from './modules/phone-numbers/phone-numbers.jobs.ts';
import {
  notificationJobs,
  queueAllowanceCheck,
  queueUrgentCallEmail,
} from './modules/notifications/notifications.jobs.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { clientIp } from './lib/client-ip.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { limitInFlight } from './lib/http-limits.ts';
import { requireJsonMutations } from './lib/json-only.ts';
import { guardJsonBodies } from './lib/json-body-guard.ts';
import type { Logger } from './lib/logger.ts';
import { methodNotAllowed } from './lib/method-not-allowed.ts';
import { API_DOCUMENT, API_PAGES, describeSecurity, withTags } from './lib/openapi.ts';
import { requestContext, type RequestVariables } from './lib/request-context.ts';
import { requireSameOrigin } from './lib/same-origin.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { UPLOAD_ROUTES } from './lib/upload-limit.ts';
import { reportError } from './lib/sentry.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingDetails } from './modules/billing/billing.service.ts';
import { describeStripeWebhook, stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { stripeEventsCleanupJob } from './modules/billing/billing.jobs.ts';
import { knowledgeGapsRoutes } from './modules/knowledge-gaps/knowledge-gaps.routes.ts';
import { knowledgeImportJob } from './modules/knowledge-import/knowledge-import.jobs.ts';
import { knowledgeImportRoutes } from './modules/knowledge-import/knowledge-import.routes.ts';
import { scenariosRoutes } from './modules/scenarios/scenarios.routes.ts';
import { goLiveRoutes } from './modules/go-live/go-live.routes.ts';
import { simulatedCallsRoutes } from './modules/simulated-calls/simulated-calls.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { describeWebhook, webhookRoutes } from './modules/calls/webhook.routes.ts';
import { bookingTools } from './modules/calls/booking/booking-tools.service.ts';
import { getCalendarClient } from './modules/calendar/calendar-client.service.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { phoneNumbersRoutes } from './modules/phone-numbers/phone-numbers.routes.ts';
import { siteConfig } from './modules/site/site-config.pure.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { voiceSamplesRoutes } from './modules/voice-samples/voice-samples.routes.ts';
import { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from './sandbox/google/google-emulator.ts';
import { mailboxRoutes } from './sandbox/mailbox/mailbox.routes.ts';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from './sandbox/openai/openai-emulator.ts';
import { createStripeEmulator, STRIPE_SANDBOX_MOUNT } from './sandbox/stripe/stripe-emulator.ts';
import { createTelnyxEmulator, TELNYX_SANDBOX_MOUNT } from './sandbox/telnyx/telnyx-emulator.ts';
import { VAPI_SANDBOX_MOUNT } from './sandbox/vapi/vapi-emulator.ts';
import { portalVapiEmulator } from './sandbox/vapi/portal-vapi-emulator.ts';
import { inboundCallSimulator } from './sandbox/vapi/inbound-call-simulator.ts';
import { createProviders, type Providers } from './providers/create-providers.ts';
import { paidPlans } from './providers/billing/plans.ts';
import type { Mailer } from './providers/email/email.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { defaultWebDist, spaRoutes } from './spa.ts';
import { pageSession } from './auth/page-session.ts';
import { pageReads } from './page-reads.ts';

import { SANDBOX_GOOGLE_CLIENT } from './providers/google/endpoints.ts';

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

export function createApp(appDeps: AppDeps) {
  const { config, database, auth, mailer, logger, providers, webDist = defaultWebDist, now, jobs } = appDeps;
  const app = new Hono<{ Variables: RequestVariables }>();
  const sandbox = sandboxedVendors(config);
  const { voice, llm, scrape, crawler, telephony, calendar, samples, billing } = providers ?? createProviders(config);
  const storage = createStorage(config);
  // Made before the routes: simulated inbound calls are played on it from the API.
  const vapiEmulator = sandbox.vapi ? portalVapiEmulator(config, now) : undefined;
  const agentsDeps = {
    db: database.db,
    voice,
    logger,
    webhookUrl: webhookUrl(config),
    webhookSecret: config.vapi.webhookSecret,
    storage,
    jobs,
  };

  app.use('*', requestContext(logger));
  app.use('*', securityHeaders({ isProduction: config.isProduction, realWebCalls: !!config.vapi.publicKey }));
  app.use('*', clientIp(config.trustedProxies));
  app.use('*', limitInFlight());
  // What is not compressed at build (JSON, the page itself) is compressed here when it is worth it;
  // answers that already carry an encoding (the built assets) and event streams are left alone.
  app.use('*', compress({ threshold: 1024 }));

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
  const apiDocument = () => (document ??= withTags(api.getOpenAPI31Document(API_DOCUMENT)));
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
    except(
      UPLOAD_ROUTES,
      bodyLimit({
        maxSize: API_BODY_LIMIT,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
        },
      }),
    ),
  );
  api.use('*', guardJsonBodies({ maxBytes: API_BODY_LIMIT }));
  const sessions = new SessionCache();
  // Another server's sign-out or reset empties this server's cache too.
  void database.notifications
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
    const response =
      c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email'
        ? await lockout(c.req.raw, (request) => auth.handler(request))
        : await auth.handler(c.req.raw);
    if (sessions.afterAuthRequest(c.req.method, c.req.path)) {
      await database.notifications
        .notify(SESSIONS_CHANGED)
        .catch((error: unknown) => logger.error({ err: error }, 'session change could not be announced'));
    }
    return hideSessionToken(response);
  });
  api.route('/', healthRoutes(database.ping));
  describeSecurity(api);
  api.get('/openapi.json', (c) => c.json(apiDocument()));
  api.route('/docs', apiDocsRoutes({ documentUrl: '/api/openapi.json' }));
  api.get('/docs/', (c) => c.redirect('/api/docs', 301));

  const calendarDeps = { ...agentsDeps, calendar, encryptionKey: config.encryptionKey };
  const tools = bookingTools({
    db: database.db,
    calendarFor: (userId) => getCalendarClient(calendarDeps, userId),
    now,
  });
  // An urgent call's e-mail is queued as the call's end is recorded and sent by a job; a call that
  // ended without an outcome has its transcript read by another job, which may find it urgent.
  // Every ended call also has the owner's allowance checked (the 80 % and 100 % e-mails).
  const emailIfUrgent = jobs ? queueUrgentCallEmail(jobs) : undefined;
  const analyseIfMissing = jobs ? queueOutcomeAnalysis(jobs) : undefined;
  const checkAllowance = jobs ? queueAllowanceCheck(jobs) : undefined;
  const onCallEnded =
    emailIfUrgent && analyseIfMissing && checkAllowance
      ? async (call: EndedCallRecord) => {
          await emailIfUrgent(call);
          await analyseIfMissing(call);
          await checkAllowance(call);
        }
      : undefined;
  const billingDeps = { db: database.db, billing, plans: paidPlans(config), publicUrl: config.publicUrl, logger };
  // Stripe signs its events instead of holding a session: answered here, before the signed-in API.
  api.route('/webhooks', stripeWebhookRoutes(billingDeps));
  describeStripeWebhook(api);
  api.route(
    '/webhooks',
    webhookRoutes({ db: database.db, logger, secret: config.vapi.webhookSecret, tools, onCallEnded }),
  );
  describeWebhook(api);

  const protectedApi = new OpenAPIHono<{ Variables: RequestVariables }>();
  protectedApi.use('*', requireSameOrigin(config.publicUrl));
  protectedApi.use('*', requireSession(auth, sessions));
  protectedApi.use('*', requireJsonMutations);
  protectedApi.route('/agents', agentsRoutes(agentsDeps));
  protectedApi.route('/agents', scenariosRoutes(agentsDeps));
  protectedApi.route('/agents', voiceSamplesRoutes({ db: database.db, samples, logger }));
  protectedApi.route('/agents', knowledgeGapsRoutes({ db: database.db }));
  const importDeps = { ...agentsDeps, crawler, llm, modelReadsImports: !sandbox.openai };
  protectedApi.route('/agents', knowledgeImportRoutes(importDeps));
  // /cockpit, and /agents/{id}/go-live beside the agents' own routes.
  protectedApi.route('/', goLiveRoutes(database.db));
  // Only the emulated platform can place an inbound call: with the real one the route does not exist.
  if (vapiEmulator) {
    const simulateInboundCall = inboundCallSimulator(vapiEmulator.app);
    protectedApi.route('/agents', simulatedCallsRoutes({ db: database.db, logger, simulateInboundCall }));
  }
  const phoneNumbersDeps = { ...agentsDeps, telephony, config, lock: createKeyedLock(database) };
  protectedApi.route('/phone-numbers', phoneNumbersRoutes(phoneNumbersDeps));
  if (jobs) {
    for (const job of [
      ...agentJobs(agentsDeps),
      ...phoneNumberJobs(phoneNumbersDeps),
      ...callJobs({ db: database.db, logger, voice, now: now ?? (() => new Date()) }),
      outcomeAnalysisJob({ db: database.db, llm, onOutcomeFound: emailIfUrgent }),
      ...notificationJobs({
        db: database.db,
        mailer,
        logger,
        publicUrl: config.publicUrl,
        now: now ?? (() => new Date()),
      }),
      stripeEventsCleanupJob({ db: database.db, logger, now: now ?? (() => new Date()) }),
      knowledgeImportJob(importDeps),
    ]) {
      jobs.define(job);
    }
  }
  protectedApi.route('/calendar', calendarRoutes(calendarDeps));
  protectedApi.route('/ai', aiRoutes({ db: database.db, llm, scrape }));
  protectedApi.route('/calls', callsRoutes({ db: database.db, logger, voice, now }));
  protectedApi.route('/analytics', analyticsRoutes({ db: database.db, now }));
  protectedApi.route('/', accountRoutes({ db: database.db, storage }));
  protectedApi.route('/', notificationsRoutes({ db: database.db }));
  protectedApi.route(
    '/',
    subscriptionRoutes(database.db, (customerId) => billingDetails(billingDeps, customerId)),
  );
  protectedApi.route('/', billingRoutes(billingDeps));
  protectedApi.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  api.route('/', protectedApi);
  app.route('/api', api);

  // --- Sandbox vendors (only while a vendor is emulated) ---------------------------------
  // The emulators trust whoever calls them (any token, fault injection, a readable mailbox), so
  // they answer this machine only unless the operator opens them on purpose. A request a proxy on
  // this host relays comes from loopback too, so one carrying forwarding headers that no trusted
  // proxy vouches for is someone else's (lib/client-ip.ts).
  if (!config.sandbox.public) {
    const loopbackOnly = createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
      if (c.var.fromThisMachine) return next();
      return c.text('The sandbox answers this machine only (SANDBOX_PUBLIC=1 opens it to others).', 404);
    });
    const mounts = [
      sandbox.google && GOOGLE_SANDBOX_MOUNT,
      sandbox.vapi && VAPI_SANDBOX_MOUNT,
      sandbox.telnyx && TELNYX_SANDBOX_MOUNT,
      sandbox.openai && OPENAI_SANDBOX_MOUNT,
      sandbox.stripe && STRIPE_SANDBOX_MOUNT,
      sandbox.mail && '/dev',
    ].filter((mount): mount is string => !!mount);
    for (const mount of mounts) {
      app.use(mount, loopbackOnly);
      app.use(`${mount}/*`, loopbackOnly);
    }
  }
  if (sandbox.google) {
    app.route(
      GOOGLE_SANDBOX_MOUNT,
      createGoogleEmulator({ dataDir: config.dataDir, client: SANDBOX_GOOGLE_CLIENT }).app,
    );
  }
  if (vapiEmulator) app.route(VAPI_SANDBOX_MOUNT, vapiEmulator.app);
  if (sandbox.telnyx) app.route(TELNYX_SANDBOX_MOUNT, createTelnyxEmulator({ dataDir: config.dataDir }).app);
  if (sandbox.openai) app.route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator().app);
  if (sandbox.stripe) {
    const stripe = createStripeEmulator({
      dataDir: config.dataDir,
      publicBaseUrl: `${config.publicUrl}${STRIPE_SANDBOX_MOUNT}`,
      // In this process: events reach the server on loopback, whatever PUBLIC_URL is.
      webhook: { url: stripeWebhookUrl(config, config.internalOrigin), secret: config.stripe.webhookSecret },
    });
    app.route(STRIPE_SANDBOX_MOUNT, stripe.app);
  }
  if (sandbox.mail) app.route('/dev', mailboxRoutes(database.db));

  // --- Web app ---------------------------------------------------------------------------
  app.route('/', fileRoutes(storage));
  app.get('/app-config.json', (c) => c.json(siteConfig(config)));
  const served = { session: pageSession(auth), reads: pageReads((request, env) => app.fetch(request, env)) };
  app.route('/', spaRoutes(webDist, siteConfig(config), served));
  return app;
}
