import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { ConfigError, loadConfig, sandboxedVendors, webhookUrl } from './config.ts';
import { openDatabase } from './db/client.ts';
import { httpServerOptions } from './lib/http-limits.ts';
import { createLogger } from './lib/logger.ts';
import { initSentry } from './lib/sentry.ts';
import { createMailer } from './create-mailer.ts';
import { createProviders } from './providers/create-providers.ts';
import { startSyncRetry } from './modules/agents/sync-retry.ts';
import { startNumberImportRetry } from './modules/phone-numbers/number-import.ts';
import { googleEndpoints } from './providers/google/endpoints.ts';
import { closeExtractPool } from './providers/scrape/extract-pool.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  initSentry(config.sentryDsn, config.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer(config, database.db);
  const serverOrigin = `http://127.0.0.1:${config.port}`;
  const auth = createAuth({ config, db: database.db, mailer, google: googleEndpoints(config, serverOrigin), logger });
  const providers = createProviders(config);
  const app = createApp({ config, database, auth, mailer, logger, providers });
  startSyncRetry({
    db: database.db,
    voice: providers.voice,
    logger,
    webhookUrl: webhookUrl(config),
    webhookSecret: config.vapi.webhookSecret,
  });

  startNumberImportRetry({
    db: database.db,
    voice: providers.voice,
    telephony: providers.telephony,
    logger,
    webhookUrl: webhookUrl(config),
    webhookSecret: config.vapi.webhookSecret,
    config,
  });

  const server = serve({ fetch: app.fetch, port: config.port, serverOptions: httpServerOptions() }, (info) => {
    const sandbox = Object.entries(sandboxedVendors(config))
      .filter(([, on]) => on)
      .map(([vendor]) => vendor);
    logger.info(
      { port: info.port, url: config.publicUrl, database: database.kind, sandbox },
      `AI Voice Agent Platform is running at ${config.publicUrl}`,
    );
    if (config.sandbox.inProduction && sandbox.length) {
      logger.warn(
        { sandbox, public: config.sandbox.public },
        `SANDBOX=1: ${sandbox.join(', ')} run against local emulators in production. No real calls, numbers, ` +
          'calendars or e-mail; the sandbox mailbox shows every message sent. Never use this for real customers.',
      );
    }
  });

  const shutdown = () => {
    server.close(() => void Promise.allSettled([closeExtractPool(), database.close()]).finally(() => process.exit(0)));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
