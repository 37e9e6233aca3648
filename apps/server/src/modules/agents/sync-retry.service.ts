import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { agents } from '../../db/schema/index.ts';
import { syncAgent, type SyncDeps } from './agent-sync.service.ts';
import type { Database } from '../../db/client.ts';

const BATCH = 20;

/**
 * Pushes the assistants the voice platform does not have in their latest version: a push that
 * failed, or an edit whose push never ran (the server stopped in between). A vendor outage or a
 * crash heals without the user.
 */
export async function retryFailedSyncs(deps: SyncDeps & { db: Database }) {
  const failed = await deps.db
    .select()
    .from(agents)
    .where(
      and(
        eq(agents.isDeleted, false),
        or(isNotNull(agents.syncError), isNull(agents.syncedVersion), lt(agents.syncedVersion, agents.version)),
      ),
    )
    .orderBy(asc(agents.updatedAt))
    .limit(BATCH);
  let fixed = 0;
  for (const row of failed) if (!(await syncAgent(deps, row)).error) fixed += 1;
  return { attempted: failed.length, fixed };
}
