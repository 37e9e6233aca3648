import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, profiles } from '../../db/schema/index.ts';

/** The zones an owner's own times may be said in: the one on their profile, and their newest agent's. */
export async function findOwnerZones(db: Database, userId: string) {
  const result = await db.execute<{ profileZone: string | null; latestAgentZone: string | null }>(sql`
    select
      (select ${profiles.timezone} from ${profiles} where ${profiles.id} = ${userId}) as "profileZone",
      (select ${agents.timezone} from ${agents} where ${agents.userId} = ${userId}
        order by ${agents.isDeleted}, ${agents.createdAt} desc limit 1) as "latestAgentZone"
  `);
  const row = result.rows[0];
  return { profileZone: row?.profileZone ?? null, latestAgentZone: row?.latestAgentZone ?? null };
}
