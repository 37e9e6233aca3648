import { pino, type Logger } from 'pino';

// Redact anything that could carry a credential: tokens and user data must never reach the logs.
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.apiKey',
  '*.secret',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redact, censor: '[redacted]' }, base: undefined });
}

/**
 * A plain line for a person among the structured ones, written through the logger's own stream:
 * the logger writes without waiting, so a line written straight to stdout would come out before
 * the lines logged just ahead of it.
 */
export function printLine(logger: Logger, line: string) {
  const streams = logger as unknown as Record<symbol, { write(text: string): void }>;
  streams[pino.symbols.streamSym]!.write(`${line}\n`);
}

export type { Logger };
