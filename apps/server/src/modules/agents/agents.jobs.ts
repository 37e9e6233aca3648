import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../db/job-queue.ts';
import { AGENT_SYNC_JOB, PUSH_LEASE_SECONDS, syncAgent, type SyncDeps } from './agent-sync.service.ts';
import { findAgent } from './agents.repo.ts';
import { retryFailedSyncs } from './sync-retry.service.ts';

type AgentSyncJob = { userId: string; agentId: string };

/**
 * Pushing an assistant the voice platform refused: one job per agent, retried with backoff (its
 * edits are safe in the database meanwhile), and a sweep that picks up any agent still out of date.
 */
export function agentJobs(deps: SyncDeps & { db: Database }): JobDefinition<object>[] {
  const pushAgain: JobDefinition<AgentSyncJob> = {
    name: AGENT_SYNC_JOB,
    retryLimit: 6,
    oneAtATimeByKey: true,
    async handler({ userId, agentId }) {
      const row = await findAgent(deps.db, userId, agentId);
      const upToDate = !row?.syncError && (row?.syncedVersion ?? 0) >= (row?.version ?? 0);
      if (!row || row.isDeleted || upToDate) return;
      const result = await syncAgent(deps, row, { queueRetry: false });
      if (result.error) throw new Error(`assistant sync failed again: ${result.error}`);
      // A push in flight holds the agent: the next try (30 s on) finds it landed, or its lease run
      // out if its server died. Waiting here instead would leave this job running on a server that
      // may be killed, and a killed server's running job holds the agent's retries for minutes.
      if (result.deferred) throw new Error('assistant push in flight elsewhere; trying again later');
    },
  };
  const sweep: JobDefinition<object> = {
    name: 'agent-sync-sweep',
    retryLimit: 0,
    cron: '*/10 * * * *',
    // A server killed mid-push leaves the agent behind, and its running retry job stuck until the
    // queue expires it; a server that starts catches up as soon as the dead one's leases run out.
    runAfterStartSeconds: PUSH_LEASE_SECONDS + 5,
    async handler() {
      await retryFailedSyncs(deps);
    },
  };
  return [pushAgain as JobDefinition<object>, sweep];
}
