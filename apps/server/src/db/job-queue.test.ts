import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { onPostgres, openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

const logger = createLogger('silent');
const POLL = { pollSeconds: 0.5 };

describe('the job queue', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const attempts: string[] = [];
  const sweeps: number[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    queue = createJobQueue(database, logger, POLL);
    queue.define<{ label: string }>({
      name: 'flaky',
      retryLimit: 3,
      retryDelaySeconds: 1,
      async handler({ label }) {
        attempts.push(label);
        if (attempts.filter((attempt) => attempt === label).length < 3) throw new Error('vendor down');
      },
    });
    queue.define({
      name: 'catch-up',
      retryLimit: 0,
      runAfterStartSeconds: 2,
      async handler() {
        sweeps.push(Date.now());
      },
    });
    started = Date.now();
    await queue.start();
  }, 60_000);
  let started = 0;
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs a catch-up job once, after its wait from the start', async () => {
    await expect.poll(() => sweeps.length, { timeout: 20_000 }).toBe(1);
    expect(sweeps[0]! - started).toBeGreaterThanOrEqual(2000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sweeps).toHaveLength(1);
  }, 30_000);

  it('retries a failing job until it succeeds, and stops there', async () => {
    await queue.send('flaky', { label: 'first' });
    await expect.poll(() => attempts.filter((attempt) => attempt === 'first').length, { timeout: 30_000 }).toBe(3);
    // A fourth attempt would come within the backoff; there is none once the job succeeded.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(attempts.filter((attempt) => attempt === 'first')).toHaveLength(3);
  }, 40_000);
});

describe.runIf(onPostgres)('the job queue on two servers', () => {
  let handles: DatabaseHandle[];
  let queues: JobQueue[];
  const ran: string[] = [];
  beforeAll(async () => {
    handles = [await openTestDatabase(), await openTestDatabase()];
    queues = handles.map((handle, server) => {
      const queue = createJobQueue(handle, logger, POLL);
      queue.define<{ id: string }>({
        name: 'once',
        retryLimit: 0,
        async handler({ id }) {
          ran.push(`${id} on server ${server}`);
        },
      });
      return queue;
    });
    for (const queue of queues) await queue.start();
  }, 60_000);
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const handle of handles) await handle.close();
  });

  it('hands each job to one worker of one server', async () => {
    for (let index = 0; index < 6; index += 1) await queues[index % 2]!.send('once', { id: `job-${index}` });
    await expect.poll(() => ran.length, { timeout: 30_000 }).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(ran.map((entry) => entry.split(' ')[0]).sort()).toEqual([
      'job-0',
      'job-1',
      'job-2',
      'job-3',
      'job-4',
      'job-5',
    ]);
  }, 40_000);
});

describe('e-mail through the job queue', () => {
  it('is sent again later when the mail server fails the first time', async () => {
    const { durableMailer } = await import('../create-mailer.ts');
    const database = await openTestDatabase();
    const queue = createJobQueue(database, logger, POLL);
    const delivered: string[] = [];
    let failures = 1;
    const flakyServer = {
      async send(message: { subject: string }) {
        if (failures-- > 0) throw new Error('mail server unreachable');
        delivered.push(message.subject);
      },
    };
    const mailer = durableMailer(flakyServer, queue, logger);
    await queue.start();
    try {
      await mailer.send({ to: 'owner@example.com', subject: 'Confirm your account', text: 'link' });
      expect(delivered).toEqual([]);
      await expect.poll(() => delivered, { timeout: 20_000 }).toEqual(['Confirm your account']);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 30_000);
});
