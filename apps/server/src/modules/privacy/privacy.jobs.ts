import type { JobDefinition, JobQueue } from '../../db/job-queue.ts';
import { ownersToSweep, sweepOwner, type RetentionDeps } from './retention.service.ts';

export const RETENTION_SWEEP_JOB = 'delete-expired-recordings';
export const OWNER_RETENTION_JOB = 'delete-owner-expired-recordings';

/** Queues one owner's sweep; keyed by the owner, so a second request joins the one waiting. */
export const queueRetentionSweep =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (userId: string): Promise<void> => {
    await jobs.send(OWNER_RETENTION_JOB, { userId }, userId);
  };

/**
 * Retention runs once a day (and a while after each start, for a day a stopped server missed): the
 * daily job only queues one job per owner whose retention is limited, and each owner's job deletes
 * that owner's old recordings. The queue gives each job to one worker of one server, one per owner
 * at a time, so several servers never delete the same calls twice over.
 */
export const privacyJobs = (deps: RetentionDeps & { jobs: Pick<JobQueue, 'send'> }): JobDefinition<object>[] => [
  {
    name: RETENTION_SWEEP_JOB,
    // Its own schedule is the retry: an owner missed today is queued tomorrow.
    retryLimit: 0,
    cron: '30 3 * * *',
    runAfterStartSeconds: 300,
    async handler() {
      const sweep = queueRetentionSweep(deps.jobs);
      for (const userId of await ownersToSweep(deps)) await sweep(userId);
    },
  },
  {
    name: OWNER_RETENTION_JOB,
    // Tried again within the hour (5 minutes doubling) when the database fails; a call the voice
    // platform failed to delete waits for the next day's run.
    retryLimit: 3,
    retryDelaySeconds: 300,
    oneAtATimeByKey: true,
    async handler(data) {
      const { userId } = data as { userId?: unknown };
      if (typeof userId === 'string' && userId) await sweepOwner(deps, userId);
    },
  },
];
