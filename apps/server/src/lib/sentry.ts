import * as Sentry from '@sentry/node';

let enabled = false;

const SENSITIVE = /cookie|authorization|token|password|secret/i;

/** Error reporting only when SENTRY_DSN is set; request data that may identify a user is scrubbed. */
export function initSentry(dsn: string | undefined, environment: string) {
  if (!dsn) return;
  Sentry.init({
    dsn,
    environment,
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
}

export function reportError(error: unknown, context?: Record<string, unknown>) {
  if (enabled) Sentry.captureException(error, context ? { extra: context } : undefined);
}
