import { pino, type Logger } from 'pino';

// Redact anything that could carry a credential; the spec asks that tokens and user data never reach logs.
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

export type { Logger };
