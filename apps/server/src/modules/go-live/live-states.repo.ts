import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { recordOwnerEvents, type OwnerEvent } from '../../db/owner-events.ts';
import { agentLiveStates } from '../../db/schema/index.ts';

export type LiveStateRecord = {
  agentId: string;
  userId: string;
  agentName: string;
  live: boolean;
  liveNumber: string | null;
};

/**
 * Records the live state just computed for each agent. The transition is decided inside the
 * statement from the row as it is then, so servers recording at once agree, and recording the
 * same state again changes nothing: going from live to not live sets `stopped_at` (and a new alert,
 * undismissed) and keeps the number it was live on; becoming live again clears both. Each
 * transition is recorded as an owner event too, for the owner's webhooks: only the writer whose
 * statement made the change gets its row back, so a transition is recorded once.
 */
export async function recordLiveStates(db: Queryable, records: LiveStateRecord[], now: Date) {
  if (records.length === 0) return;
  // Rows are taken in one order by every writer, so two concurrent recordings cannot deadlock.
  const sorted = [...records].sort((a, b) => a.agentId.localeCompare(b.agentId));
  const was = agentLiveStates;
  const changed = await db
    .insert(agentLiveStates)
    .values(
      sorted.map(({ agentName: _name, ...record }) => ({
        ...record,
        liveNumber: record.live ? record.liveNumber : null,
        lastLiveAt: record.live ? now : null,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: agentLiveStates.agentId,
      set: {
        live: sql`excluded.live`,
        liveNumber: sql`case when excluded.live then excluded.live_number else ${was.liveNumber} end`,
        lastLiveAt: sql`case when excluded.live and not ${was.live} then excluded.last_live_at else ${was.lastLiveAt} end`,
        stoppedAt: sql`case when excluded.live then null when ${was.live} then excluded.updated_at else ${was.stoppedAt} end`,
        dismissedAt: sql`case when excluded.live = ${was.live} then ${was.dismissedAt} else null end`,
        updatedAt: sql`excluded.updated_at`,
      },
      // Only a change is written: reading Home does not rewrite every row.
      setWhere: sql`${was.userId} = excluded.user_id and (${was.live} <> excluded.live or (excluded.live and ${was.liveNumber} is distinct from excluded.live_number))`,
    })
    .returning();
  await recordOwnerEvents(
    db,
    changed.flatMap((row) => transitionEvents(row, sorted, now)),
  );
}

/** The webhook event of a row the recording changed: it went live or stopped at `now` (a new number alone is neither). */
function transitionEvents(
  row: typeof agentLiveStates.$inferSelect,
  records: LiveStateRecord[],
  now: Date,
): OwnerEvent[] {
  const agent = { id: row.agentId, name: records.find((record) => record.agentId === row.agentId)?.agentName ?? '' };
  const at = now.toISOString();
  const common = { userId: row.userId, orderingKey: `agent:${row.agentId}`, occurredAt: now };
  if (row.live && row.lastLiveAt?.getTime() === now.getTime()) {
    const data = { agent, number: row.liveNumber };
    return [{ ...common, type: 'agent.went_live', key: `agent.went_live:${row.agentId}:${at}`, data }];
  }
  if (!row.live && row.stoppedAt?.getTime() === now.getTime()) {
    const data = { agent, lastNumber: row.liveNumber };
    return [{ ...common, type: 'agent.stopped_answering', key: `agent.stopped_answering:${row.agentId}:${at}`, data }];
  }
  return [];
}

/** The owner's agents that stopped being live and whose alert was not dismissed. */
export const listStoppedStates = (db: Queryable, userId: string) =>
  db
    .select({
      agentId: agentLiveStates.agentId,
      liveNumber: agentLiveStates.liveNumber,
      stoppedAt: agentLiveStates.stoppedAt,
    })
    .from(agentLiveStates)
    .where(
      and(
        eq(agentLiveStates.userId, userId),
        eq(agentLiveStates.live, false),
        isNotNull(agentLiveStates.stoppedAt),
        isNull(agentLiveStates.dismissedAt),
      ),
    );

export type StoppedState = Awaited<ReturnType<typeof listStoppedStates>>[number];

/** Hides the alert about an agent's stop; nothing to do when there is none. */
export const dismissStop = (db: Queryable, userId: string, agentId: string, now: Date) =>
  db
    .update(agentLiveStates)
    .set({ dismissedAt: now })
    .where(
      and(
        eq(agentLiveStates.userId, userId),
        eq(agentLiveStates.agentId, agentId),
        isNotNull(agentLiveStates.stoppedAt),
        isNull(agentLiveStates.dismissedAt),
      ),
    );
