import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './db/job-queue.ts';
import type { Logger } from './lib/logger.ts';
import type { MailMessage, Mailer } from './providers/email/email.ts';
import { createSmtpMailer } from './providers/email/smtp.ts';
import { createSandboxMailer } from './dev-mailbox/sandbox-mailer.ts';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * Sends at once, and when the mail server fails, hands the message to the job queue, which tries
 * again with growing pauses (for about a day): a confirmation or reset link is never lost to a
 * short mail outage, and the user's request does not wait for it.
 */
export function durableMailer(direct: Mailer, jobs: JobQueue, logger: Logger): Mailer {
  jobs.define<MailMessage>({
    name: SEND_EMAIL_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    handler: (message) => direct.send(message),
  });
  return {
    async send(message) {
      try {
        await direct.send(message);
      } catch (error) {
        logger.warn({ err: error, subject: message.subject }, 'e-mail not sent; queued to be tried again');
        await jobs.send(SEND_EMAIL_JOB, message);
      }
    },
  };
}

export function createMailer(config: Config, db: Database, jobs?: JobQueue, logger?: Logger): Mailer {
  const direct = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createSandboxMailer(db);
  return jobs && logger ? durableMailer(direct, jobs, logger) : direct;
}
