import PgBoss from 'pg-boss';
import { isUuid } from '@portal/shared/api';
import type { Logger } from '../lib/logger.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * Background work on pg-boss, a maintained job queue kept in PostgreSQL (schema `pgboss`): each
 * job is taken by one worker of one server, retried with backoff up to its limit, and a job that
 * keeps failing ends in the `failed` state instead of vanishing. The embedded database runs the
 * same queue in process: pg-boss talks to PGlite through the adapter below (decision 0007).
 */

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobDefinition<T extends object> = {
  name: string;
  /** Runs one job; throwing schedules a retry (with backoff) until the limit is spent. */
  handler: JobHandler<T>;
  /** Retries after the first attempt; 0 for jobs that are simply run again by their schedule. */
  retryLimit: number;
  /** One job per key waiting and one running (e.g. per agent): a second request joins the first. */
  oneAtATimeByKey?: boolean;
  /** A cron expression (UTC) for jobs that run on their own. */
  cron?: string;
  /** The wait before the first retry; it doubles with each one. */
  retryDelaySeconds?: number;
  /**
   * Also run once this long after each server starts (a sweep that picks up work a killed server
   * left undone, once that server's hold on it has run out).
   */
  runAfterStartSeconds?: number;
};

/** The id of a record a job's data names under `key`, or null when it is missing or not an id. */
export function jobRecordId(data: object, key: string): string | null {
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && isUuid(value) ? value : null;
}

/**
 * A job about one record, named in its data under `idKey`: one waits and one runs per record, and
 * data without a valid id is dropped (retrying would not mend it).
 */
export function recordJob(
  name: string,
  idKey: string,
  run: (id: string) => Promise<unknown>,
  retry: Pick<JobDefinition<object>, 'retryLimit' | 'retryDelaySeconds'>,
): JobDefinition<object> {
  return {
    name,
    ...retry,
    oneAtATimeByKey: true,
    async handler(data) {
      const id = jobRecordId(data, idKey);
      if (id) await run(id);
    },
  };
}

/** A job that runs on its own schedule (a cron expression, UTC); its next run is its retry. */
export function scheduledJob(name: string, cron: string, run: () => Promise<unknown>): JobDefinition<object> {
  return {
    name,
    retryLimit: 0,
    cron,
    async handler() {
      await run();
    },
  };
}

export type JobQueue = {
  define<T extends object>(job: JobDefinition<T>): void;
  start(): Promise<void>;
  /** Queues a job; with a key, a job of that key already waiting is not doubled. */
  send(name: string, data: object, key?: string): Promise<void>;
  /** Stops taking jobs and waits for running ones (at most `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
};

/** How often idle workers look for new jobs. */
const POLL_SECONDS = 2;

type QueueOptions = { pollSeconds?: number };

function pgBossDatabase(handle: DatabaseHandle): PgBoss.Db {
  // PGlite runs a parameterless string as a script (pg-boss sends its migrations that way).
  const client = (handle.db as unknown as { $client: PgliteLike | PgPoolLike }).$client;
  if (handle.kind === 'pglite') {
    const pglite = client as PgliteLike;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as PgPoolLike;
  return { executeSql: (text, values) => pool.query(text, values) };
}

type PgliteLike = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};
type PgPoolLike = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export function createJobQueue(handle: DatabaseHandle, logger: Logger, options: QueueOptions = {}): JobQueue {
  const boss = new PgBoss({ db: pgBossDatabase(handle), schedule: true, supervise: true });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const jobs = new Map<string, JobDefinition<object>>();
  let started = false;

  return {
    define(job) {
      jobs.set(job.name, job as JobDefinition<object>);
    },
    async start() {
      await boss.start();
      for (const job of jobs.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: job.oneAtATimeByKey ? 'stately' : 'standard',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
        await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? POLL_SECONDS }, async ([work]) => {
          if (!work) return;
          try {
            await job.handler(work.data as object);
          } catch (error) {
            logger.warn({ err: error, job: job.name }, 'job failed; it will be retried if it has tries left');
            throw error;
          }
        });
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        if (job.runAfterStartSeconds !== undefined) {
          await boss.send(job.name, {}, { startAfter: job.runAfterStartSeconds });
        }
      }
      started = true;
    },
    async send(name, data, key) {
      await boss.send(name, data, key ? { singletonKey: key } : {});
    },
    async stop(timeoutMs = 8000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
