import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { ConfigError, loadConfig, sandboxedVendors } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './db/job-queue.ts';
import { httpServerOptions } from './lib/http-limits.ts';
import { serveHttps } from './lib/https-server.ts';
import { createLogger, printLine } from './lib/logger.ts';
import { initSentry, stopSentry } from './lib/sentry.ts';
import { createMailer } from './create-mailer.ts';
import { createProviders } from './providers/create-providers.ts';
import { googleEndpoints } from './providers/google/endpoints.ts';
import { closeParsePool } from './ingestion/documents/parse-pool.ts';
import { closeExtractPool } from './ingestion/scrape/extract-pool.ts';
import { closeEspeakPool } from './providers/voice-samples/espeak-pool.ts';
import { sandboxProxyWarning, startupMessage } from './startup-message.ts';

const SHUTDOWN_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  initSentry(config.sentryDsn, config.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const jobs = createJobQueue(database, logger);
  const mailer = createMailer(config, database.db, jobs, logger);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    google: googleEndpoints(config, config.internalOrigin),
    logger,
  });
  const providers = createProviders(config);
  const app = await createApp({ config, database, auth, mailer, logger, providers, jobs });
  const listen = { fetch: app.fetch, hostname: config.host, port: config.port, serverOptions: httpServerOptions() };
  const server = serve(listen, (info) => {
    const sandbox = Object.entries(sandboxedVendors(config))
      .filter(([, on]) => on)
      .map(([vendor]) => vendor);
    logger.info(
      { host: config.host, port: info.port, url: config.publicUrl, database: database.kind, sandbox },
      'server started',
    );
    if (config.sandbox.inProduction && sandbox.length) {
      logger.warn(
        { sandbox, public: config.sandbox.public },
        `SANDBOX=1: ${sandbox.join(', ')} run against local emulators in production. No real calls, numbers, ` +
          'calendars or e-mail; the sandbox mailbox shows every message sent. Never use this for real customers.',
      );
    }
    const proxyWarning = sandboxProxyWarning(config);
    if (proxyWarning) logger.warn(proxyWarning);
    // A person reads the last line, where to open the portal; the structured lines above are for log tools.
    if (logger.isLevelEnabled('info')) printLine(logger, startupMessage(config));
  });

  const httpsServer =
    config.https &&
    serveHttps(app.fetch, { hostname: config.host, ...config.https }, (info) =>
      logger.info({ host: config.host, port: info.port }, 'HTTPS (HTTP/2) started'),
    );

  jobs.start().catch((error: unknown) => logger.error({ err: error }, 'background jobs could not start'));

  // On SIGTERM (a deploy, a scale-down): take no new requests or jobs, let the running ones finish,
  // and be gone within the 10 s a process manager usually waits before it kills.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_MS).unref();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    const secureRequestsDone = new Promise<void>((resolve) =>
      httpsServer ? httpsServer.close(() => resolve()) : resolve(),
    );
    // close() refuses new connections, but a keep-alive connection that was busy at that moment
    // would go on taking requests: each answer now closes its connection, and connections that
    // fall idle are closed as they do.
    server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    closeIdle();
    setInterval(closeIdle, 100).unref();
    await Promise.allSettled([requestsDone, secureRequestsDone, jobs.stop(SHUTDOWN_MS - 2000)]);
    await Promise.allSettled([
      closeExtractPool(),
      closeParsePool(),
      closeEspeakPool(),
      database.close(),
      stopSentry(1000),
    ]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
