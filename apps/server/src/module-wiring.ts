import type { Hono } from 'hono';
import { paidPlans } from './providers/billing/plans.ts';
import type { Providers } from './providers/create-providers.ts';
import type { Mailer } from './providers/email/email.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { sandboxedVendors, telnyxWebhookUrl, webhookUrl } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobDefinition, JobQueue } from './db/job-queue.ts';
import { createKeyedLock } from './db/keyed-lock.ts';
import type { Logger } from './lib/logger.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountClosingJobs } from './modules/account-closing/account-closing.jobs.ts';
import { accountClosingRoutes } from './modules/account-closing/account-closing.routes.ts';
import { agentJobs } from './modules/agents/agents.jobs.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { testAssistantRoutes } from './modules/agents/test-assistant.routes.ts';
import { versionsRoutes } from './modules/agents/versions.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { stripeEventsCleanupJob } from './modules/billing/billing.jobs.ts';
import { blockedCallersRoutes } from './modules/blocked-callers/blocked-callers.routes.ts';
import { callersRoutes } from './modules/callers/callers.routes.ts';
import { dataExportJobs } from './modules/data-export/data-export.jobs.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { queueCallTexts, textingJobs } from './modules/texting/texting.jobs.ts';
import { textingRoutes } from './modules/texting/texting.routes.ts';
import { telnyxWebhookRoutes } from './modules/texting/telnyx-webhook.routes.ts';
import { textsRoutes } from './modules/texting/texts.routes.ts';
import { screenOwnerNumbers } from './modules/phone-numbers/call-screening.service.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingDetails } from './modules/billing/billing.service.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { getCalendarClient } from './modules/calendar/calendar-client.service.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { bookingTools } from './modules/calls/booking/booking-tools.service.ts';
import { manageBookingTools } from './modules/calls/booking/manage-booking.service.ts';
import type { EndedCallRecord } from './modules/calls/call-events.service.ts';
import { callJobs } from './modules/calls/calls.jobs.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { outcomeAnalysisJob, queueOutcomeAnalysis } from './modules/calls/outcome-analysis.jobs.ts';
import { vapiWebhookRoutes } from './modules/calls/vapi-webhook.routes.ts';
import { goLiveRoutes } from './modules/go-live/go-live.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { knowledgeGapsRoutes } from './modules/knowledge-gaps/knowledge-gaps.routes.ts';
import { holidaysRoutes } from './modules/agents/holidays.routes.ts';
import { knowledgeImportJob } from './modules/knowledge-import/knowledge-import.jobs.ts';
import { knowledgeImportRoutes } from './modules/knowledge-import/knowledge-import.routes.ts';
import {
  notificationJobs,
  queueAllowanceCheck,
  queueTextReplyEmail,
  queueUrgentCallEmail,
} from './modules/notifications/notifications.jobs.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { phoneNumberJobs } from './modules/phone-numbers/phone-numbers.jobs.ts';
import { privacyJobs, queueRetentionSweep } from './modules/privacy/privacy.jobs.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { phoneNumbersRoutes } from './modules/phone-numbers/phone-numbers.routes.ts';
import { scenariosRoutes } from './modules/scenarios/scenarios.routes.ts';
import type { SandboxTransfers } from './modules/simulated-calls/sandbox-transfers.service.ts';
import type { SimulateInboundCall } from './modules/simulated-calls/simulated-calls.service.ts';
import { simulatedCallsRoutes } from './modules/simulated-calls/simulated-calls.routes.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { voiceSamplesRoutes } from './modules/voice-samples/voice-samples.routes.ts';
import { queueCallEvents, webhookJobs } from './modules/webhooks/webhooks.jobs.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';

/** What the modules are built from: the app's parts, made once by the composition root. */
export type WiringDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The auth library: API keys are created through its plugin. */
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  providers: Providers;
  storage: Storage;
  /** The one clock every module reads (booking notice, usage periods, retention); tests fix it. */
  now: () => Date;
  /** Background work runs only where a job queue is given (the server, not every test). */
  jobs?: JobQueue;
  /** Places an inbound call on the emulated voice platform; absent with the real one. */
  simulateInboundCall?: SimulateInboundCall;
  /** How transfer destinations take a call on the emulated voice platform; absent with the real one. */
  sandboxTransfers?: SandboxTransfers;
};

/**
 * A router and the URL prefix (below /api) it answers. Each router keeps its own typed routes; the
 * table only mounts them, so it takes any.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Mount = { prefix: string; routes: Hono<any, any, any> };

/**
 * Which module answers which URL prefix, and which jobs each module runs: the one place the
 * modules meet the server. Several modules share /agents (the agent, its scenarios, samples, gaps,
 * import and test calls); go-live answers /cockpit and /agents/{id}/go-live from the root.
 */
export function wireModules(deps: WiringDeps) {
  const {
    config,
    database,
    auth,
    mailer,
    logger,
    providers,
    storage,
    now,
    jobs,
    simulateInboundCall,
    sandboxTransfers,
  } = deps;
  const { db } = database;
  const { voice, llm, scrape, crawler, telephony, calendar, samples, billing } = providers;

  const agents = {
    db,
    voice,
    logger,
    webhookUrl: webhookUrl(config),
    webhookSecret: config.vapi.webhookSecret,
    storage,
    jobs,
  };
  const calendarDeps = { ...agents, calendar, encryptionKey: config.encryptionKey };
  const imports = { ...agents, crawler, llm, modelReadsImports: !sandboxedVendors(config).openai };
  const phoneNumbers = { ...agents, telephony, config, lock: createKeyedLock(database) };
  const agentsWithRouting = {
    ...agents,
    routeOwnerNumbers: (userId: string) => screenOwnerNumbers(phoneNumbers, userId),
  };
  const billingDeps = { db, billing, plans: paidPlans(config), publicUrl: config.publicUrl, logger };
  const texting = {
    db,
    messaging: providers.messaging,
    logger,
    now,
    jobs,
    webhookUrl: telnyxWebhookUrl(config),
    publicUrl: config.publicUrl,
    onTextSent: jobs && queueAllowanceCheck(jobs),
  };
  const bookingDeps = { db, calendarFor: (userId: string) => getCalendarClient(calendarDeps, userId), now };
  const tools = { ...bookingTools(bookingDeps), ...manageBookingTools(bookingDeps) };

  // An urgent call's e-mail is queued as the call's end is recorded and sent by a job; a call that
  // ended without an outcome has its transcript read by another job, which may find it urgent.
  // Every ended call also has the owner's allowance checked (the 80 % and 100 % e-mails).
  const emailIfUrgent = jobs && queueUrgentCallEmail(jobs);
  const analyseIfMissing = jobs && queueOutcomeAnalysis(jobs);
  const checkAllowance = jobs && queueAllowanceCheck(jobs);
  // The call's texts (confirmations, a missed-call text-back, alerts to the owner's mobile) are
  // worked out by a job too, and again when a later reading of the transcript finds an outcome.
  const textAfterCall = jobs && queueCallTexts(jobs);
  // The owner's webhooks hear of the call (its end, bookings, a message, an urgent matter) the same
  // way, from a job that records the call's events in the outbox, again once an outcome is found.
  const webhooks = {
    db,
    logger,
    mailer,
    now,
    jobs,
    encryptionKey: config.encryptionKey,
    publicUrl: config.publicUrl,
    allowHosts: config.webhookAllowHosts,
  };
  const tellWebhooks = jobs && queueCallEvents(jobs);
  // "Download my data": built by a job, its e-mailed link signed with the server's own secret.
  const dataExports = {
    db,
    storage,
    mailer,
    logger,
    now,
    jobs,
    lock: createKeyedLock(database),
    secret: config.authSecret,
    publicUrl: config.publicUrl,
  };
  // Closing an account deletes its rows at once; what lives at the vendors is closed by retried jobs.
  const closing = { db, auth, broadcast: database.broadcast, logger, now, jobs };
  const closureSteps = {
    db,
    billing,
    voice,
    telephony,
    messaging: providers.messaging,
    calendar,
    storage,
    mailer,
    logger,
    encryptionKey: config.encryptionKey,
  };
  const onCallEnded =
    emailIfUrgent && analyseIfMissing && checkAllowance && textAfterCall && tellWebhooks
      ? async (call: EndedCallRecord) => {
          await emailIfUrgent(call);
          await textAfterCall(call);
          await tellWebhooks(call);
          await analyseIfMissing(call);
          await checkAllowance(call);
        }
      : undefined;
  const onOutcomeFound =
    emailIfUrgent && textAfterCall && tellWebhooks
      ? async (call: EndedCallRecord) => {
          await emailIfUrgent(call);
          await textAfterCall(call);
          await tellWebhooks(call);
        }
      : undefined;

  /** Answered without a session: the health check, the API's docs, and the vendors' signed webhooks. */
  const publicRoutes: Mount[] = [
    { prefix: '/', routes: healthRoutes({ ping: database.ping }) },
    { prefix: '/docs', routes: apiDocsRoutes({ documentUrl: '/api/openapi.json' }) },
    { prefix: '/webhooks', routes: stripeWebhookRoutes(billingDeps) },
    {
      prefix: '/webhooks',
      routes: vapiWebhookRoutes({ db, logger, secret: config.vapi.webhookSecret, tools, onCallEnded }),
    },
    {
      prefix: '/webhooks',
      routes: telnyxWebhookRoutes({ ...texting, onReply: jobs && queueTextReplyEmail(jobs) }),
    },
  ];

  const signedInRoutes: Mount[] = [
    { prefix: '/agents', routes: agentsRoutes(agents) },
    { prefix: '/agents', routes: versionsRoutes(agentsWithRouting) },
    { prefix: '/agents', routes: testAssistantRoutes(agents) },
    { prefix: '/agents', routes: scenariosRoutes({ ...agents, now }) },
    { prefix: '/agents', routes: voiceSamplesRoutes({ db, samples, logger }) },
    { prefix: '/agents', routes: knowledgeGapsRoutes({ db, now }) },
    { prefix: '/agents', routes: holidaysRoutes({ db, now }) },
    { prefix: '/agents', routes: knowledgeImportRoutes(imports) },
    // Only the emulated platform can place an inbound call: with the real one the route does not exist.
    ...(simulateInboundCall && sandboxTransfers
      ? [{ prefix: '/agents', routes: simulatedCallsRoutes({ db, logger, simulateInboundCall, sandboxTransfers }) }]
      : []),
    { prefix: '/', routes: goLiveRoutes({ db }) },
    { prefix: '/phone-numbers', routes: phoneNumbersRoutes(phoneNumbers) },
    { prefix: '/', routes: blockedCallersRoutes(phoneNumbers) },
    { prefix: '/', routes: callersRoutes({ db, now }) },
    { prefix: '/', routes: textingRoutes(texting) },
    { prefix: '/', routes: textsRoutes({ db }) },
    { prefix: '/calendar', routes: calendarRoutes(calendarDeps) },
    { prefix: '/ai', routes: aiRoutes({ db, llm, scrape }) },
    { prefix: '/calls', routes: callsRoutes({ db, logger, voice, now }) },
    { prefix: '/analytics', routes: analyticsRoutes({ db, now }) },
    { prefix: '/', routes: accountRoutes({ db, storage }) },
    { prefix: '/', routes: dataExportRoutes(dataExports) },
    { prefix: '/', routes: accountClosingRoutes(closing) },
    { prefix: '/', routes: apiKeysRoutes({ db, auth }) },
    { prefix: '/', routes: notificationsRoutes({ db }) },
    { prefix: '/', routes: privacyRoutes({ db, sweepSoon: jobs && queueRetentionSweep(jobs) }) },
    { prefix: '/', routes: webhooksRoutes(webhooks) },
    {
      prefix: '/',
      routes: subscriptionRoutes({ db, now, readBilling: (customerId) => billingDetails(billingDeps, customerId) }),
    },
    { prefix: '/', routes: billingRoutes(billingDeps) },
  ];

  // Each module's jobs, typed by their own data: each handler checks the data it is given.
  const moduleJobs: JobDefinition<object>[] = [
    ...agentJobs(agents),
    ...phoneNumberJobs(phoneNumbers),
    ...textingJobs(texting),
    ...callJobs({ db, logger, voice, now }),
    ...(jobs ? privacyJobs({ db, logger, voice, now, jobs }) : []),
    outcomeAnalysisJob({ db, llm, onOutcomeFound }),
    ...notificationJobs({ db, mailer, logger, publicUrl: config.publicUrl, now }),
    stripeEventsCleanupJob({ db, logger, now }),
    ...webhookJobs(webhooks),
    knowledgeImportJob(imports),
    ...dataExportJobs(dataExports),
    ...(jobs ? accountClosingJobs({ ...closureSteps, jobs }) : []),
  ];

  return { publicRoutes, signedInRoutes, jobs: moduleJobs };
}
