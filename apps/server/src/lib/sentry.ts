import {
  captureException,
  close,
  createStackParser,
  createTransport,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  initAndBind,
  linkedErrorsIntegration,
  type BaseTransportOptions,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient, type ServerRuntimeClientOptions } from '@sentry/core/server';

let enabled = false;

const SENSITIVE = /cookie|authorization|token|password|secret/i;

/**
 * Sends Sentry's envelopes with Node's own fetch. Sentry's Node SDK would also trace every request
 * through OpenTelemetry, which this server does not use, for about 130 MB of packages; its core
 * client reports errors the same way.
 */
const fetchTransport = (options: BaseTransportOptions) =>
  createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      // An envelope is text, or bytes when it carries an attachment.
      body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
      headers: options.headers,
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });

/** Error reporting only when SENTRY_DSN is set; request data that may identify a user is scrubbed. */
export function initSentry(dsn: string | undefined, environment: string) {
  if (!dsn) return;
  initAndBind<ServerRuntimeClient, ServerRuntimeClientOptions>(ServerRuntimeClient, {
    dsn,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    beforeSend(event) {
      if (event.request?.headers) {
        for (const key of Object.keys(event.request.headers)) {
          if (SENSITIVE.test(key)) delete event.request.headers[key];
        }
      }
      delete event.request?.cookies;
      delete event.request?.data;
      if (event.user) event.user = { id: event.user.id };
      return event;
    },
  });
  enabled = true;
  // A crash is reported too, as Sentry's Node SDK did: sent (at most 2 s), then the process ends as
  // Node would have ended it.
  process.once('uncaughtException', reportCrash);
}

function reportCrash(error: Error) {
  console.error(error);
  captureException(error, { mechanism: { type: 'onuncaughtexception', handled: false } });
  void close(2000).finally(() => process.exit(1));
}

export function reportError(error: unknown, context?: Record<string, unknown>) {
  if (enabled) captureException(error, context ? { extra: context } : undefined);
}

/** Sends what is still queued (at most `timeoutMs`), then stops reporting: the process is ending. */
export async function stopSentry(timeoutMs: number) {
  if (!enabled) return;
  enabled = false;
  process.off('uncaughtException', reportCrash);
  await close(timeoutMs);
}
