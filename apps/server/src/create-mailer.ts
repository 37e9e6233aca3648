import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './providers/email/email.ts';
import { createSmtpMailer } from './providers/email/smtp.ts';
import { createSandboxMailer } from './sandbox/mailbox/sandbox-mailer.ts';

export function createMailer(config: Config, db: Database): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createSandboxMailer(db);
}
