import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { agents } from '../../db/schema/index.ts';
import { syncAgent, type SyncDeps } from './agent-sync.ts';
import type { Database } from '../../db/client.ts';

const BATCH = 20;

/** Retries the assistants that could not be pushed, so a vendor outage heals without the user. */
export async function retryFailedSyncs(deps: SyncDeps & { db: Database }) {
  const failed = await deps.db
    .select()
    .from(agents)
    .where(and(isNotNull(agents.syncError), eq(agents.isDeleted, false)))
    .orderBy(asc(agents.updatedAt))
    .limit(BATCH);
  let fixed = 0;
  for (const row of failed) if (!(await syncAgent(deps, row)).error) fixed += 1;
  return { attempted: failed.length, fixed };
}
