import { join } from 'node:path';
import { createApp } from '../../app.ts';
import { createMailer } from '../../create-mailer.ts';
import type { JobDefinition, JobQueue } from '../../db/job-queue.ts';
import { createLogger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/email/email.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * The test app's own server again, this time with a job queue that records what is queued and runs
 * a job's handler when the test says so: as a worker of pg-boss would, once or several times, and
 * side by side like two servers' workers.
 */
export async function withRecordedJobs(t: TestApp, now: () => Date, mailer: Mailer = createMailer(t.config, t.db)) {
  const defined = new Map<string, JobDefinition<object>>();
  const queued: { name: string; data: object; key?: string }[] = [];
  const jobs: JobQueue = {
    define: (job) => void defined.set(job.name, job as JobDefinition<object>),
    start: async () => undefined,
    send: async (name, data, key) => void queued.push({ name, data, key }),
    stop: async () => undefined,
  };
  const app = await createApp({
    config: t.config,
    database: t.database,
    auth: t.auth,
    mailer,
    logger: createLogger('silent'),
    webDist: join(t.config.dataDir, 'web-dist'),
    jobs,
    now,
  });
  /** Runs a defined job's handler as a worker would. */
  const run = (name: string, data: object = {}) => {
    const job = defined.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job.handler(data);
  };
  /** Posts a voice-platform server message to this app's webhook, with the shared secret. */
  const webhook = (body: unknown) =>
    app.request('/api/webhooks/vapi', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
      body: JSON.stringify(body),
    });
  return { app, defined, queued, run, webhook };
}
