import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callRecords, profiles, users } from '../../db/schema/index.ts';

/** What the urgent e-mail needs about one call: the call, its agent, and the owner's address and switch. */
export async function urgentCallFacts(db: Database, callId: string) {
  const [row] = await db
    .select({
      id: callRecords.id,
      userId: callRecords.userId,
      type: callRecords.type,
      outcome: callRecords.outcome,
      customerNumber: callRecords.customerNumber,
      startedAt: callRecords.startedAt,
      createdAt: callRecords.createdAt,
      agentName: agents.agentName,
      agentTimezone: agents.timezone,
      email: users.email,
      // No profile row reads as the column's default: on.
      notifyUrgentEmail: profiles.notifyUrgentEmail,
    })
    .from(callRecords)
    .innerJoin(users, eq(users.id, callRecords.userId))
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .leftJoin(profiles, eq(profiles.id, callRecords.userId))
    .where(eq(callRecords.id, callId));
  return row;
}

export type UrgentCallFacts = NonNullable<Awaited<ReturnType<typeof urgentCallFacts>>>;
