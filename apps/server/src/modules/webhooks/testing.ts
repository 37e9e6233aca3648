import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import { createLogger } from '../../lib/logger.ts';
import type { MailMessage } from '../../providers/email/email.ts';
import { webhookJobs } from './webhooks.jobs.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

/** How the test receiver answers: it takes the delivery, fails, redirects, or never answers. */
export type ReceiverMode = 'ok' | 'fail' | 'redirect' | 'silent';

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A receiver on 127.0.0.1, as an owner's would be: it keeps what it is sent and answers as the
 * test says. `down()` closes it, so a try is refused; `up()` opens it again on the same port.
 */
export async function startReceiver() {
  let mode: ReceiverMode = 'ok';
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: received.length });
      if (mode === 'silent') return;
      if (mode === 'redirect') return response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      if (mode === 'fail') return response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is broken');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: true, filler: 'x'.repeat(800) }));
    });
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const port = await listen();
  return {
    port,
    /** The allow-list entry that lets the portal reach it (WEBHOOK_ALLOW_HOSTS). */
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The bodies received, parsed. */
    bodies: () =>
      received.map(
        (entry) => JSON.parse(entry.body) as { type: string; timestamp: string; data: Record<string, unknown> },
      ),
    answer: (next: ReceiverMode) => void (mode = next),
    down: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    up: async () => void (server.listening || (await listen(port))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A delivery as the receiver got it, checked with the `standardwebhooks` library's own verify. */
export function verified(secret: string, received: Received) {
  const headers = {
    'webhook-id': String(received.headers['webhook-id']),
    'webhook-timestamp': String(received.headers['webhook-timestamp']),
    'webhook-signature': String(received.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(received.body, headers);
}

/**
 * Jobs queued by the webhooks, run when the test says so, as pg-boss's workers would. `drain`
 * runs them (and what they queue) until none is left.
 */
export function recordedWebhookJobs() {
  const queued: { name: string; data: object; key?: string }[] = [];
  const jobs: Pick<JobQueue, 'send'> = {
    send: async (name, data, key) => {
      // One waiting job per key, as the queue keeps them.
      if (key && queued.some((job) => job.name === name && job.key === key)) return;
      queued.push({ name, data, key });
    },
  };
  async function drain(deps: WebhooksDeps) {
    const handlers = new Map(webhookJobs(deps).map((job) => [job.name, job.handler]));
    let runs = 0;
    for (let job = queued.shift(); job; job = queued.shift()) {
      await handlers.get(job.name)!(job.data);
      runs += 1;
    }
    return runs;
  }
  return { jobs, queued, drain };
}

/** The webhooks' dependencies for a test: its database, a clock it moves, and mail it can read. */
export function webhooksDeps(
  db: Database,
  overrides: Partial<WebhooksDeps> & { clock: { now: Date } },
): WebhooksDeps & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const { clock, ...rest } = overrides;
  return {
    db,
    logger: createLogger('silent'),
    mailer: { send: async (message) => void sent.push(message) },
    now: () => clock.now,
    encryptionKey: 'ab'.repeat(32),
    publicUrl: 'https://portal.example.com',
    allowHosts: [],
    ...rest,
    sent,
  };
}
