import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from './email.ts';
import { createSandboxMailer } from './sandbox-mailbox.ts';
import { createSmtpMailer } from './smtp.ts';

export function createMailer(config: Config, db: Database): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createSandboxMailer(db);
}
