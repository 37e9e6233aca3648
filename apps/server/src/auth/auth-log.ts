import type { Logger } from '../lib/logger.ts';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The auth library's own log lines, written through the portal's logger (its levels, its
 * redaction) rather than the console. The API key plugin reports every key it refuses as an
 * error; a wrong, revoked or expired key is the caller's mistake, answered 401, so it is logged
 * for debugging only: a script retrying a revoked key must not fill the log with errors.
 */
export function authLog(logger: Logger) {
  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const details = args.filter((arg) => arg !== err);
    const routine = message.startsWith('Failed to validate API key');
    const fields = { ...(err ? { err } : {}), ...(details.length ? { details } : {}) };
    logger[routine ? 'debug' : level](fields, `auth: ${message}`);
  };
}
