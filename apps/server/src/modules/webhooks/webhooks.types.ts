import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import type { Resolver } from '../../ingestion/scrape/destination.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/email/email.ts';

export type WebhooksDeps = {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  /** The one clock: retries, the 3 days before an endpoint is switched off, the 30-day log. */
  now: () => Date;
  /** The key the endpoints' signing secrets are encrypted with at rest. */
  encryptionKey: string;
  /** The portal's address, for the links in the events and the e-mail. */
  publicUrl: string;
  /** `host` or `host:port` entries exempt from the private-address block (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Host names to addresses; the system's DNS unless a test gives its own. */
  resolve?: Resolver;
  /** How long a receiver has to answer; 10 s unless a test gives less. */
  timeoutMs?: number;
  /** Background work runs only where a job queue is given (the server, not every test). */
  jobs?: Pick<JobQueue, 'send'>;
};
