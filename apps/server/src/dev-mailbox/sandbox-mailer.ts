import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxMail } from '../db/schema/index.ts';
import type { Mailer } from '../providers/email/email.ts';

/** Keeps every message in the database so sign-up and resets work offline (listed at /dev/mailbox). */
export function createSandboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.insert(sandboxMail).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}

export function listSandboxMail(db: Database, limit = 100) {
  return db.select().from(sandboxMail).orderBy(desc(sandboxMail.createdAt)).limit(limit);
}
