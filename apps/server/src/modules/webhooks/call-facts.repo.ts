import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callRecords, phoneNumbers } from '../../db/schema/index.ts';
import type { CallForEvents } from './call-events.pure.ts';

/** What the webhook events of one call are made from: the call, its agent and the number called. */
export async function callForEvents(db: Database, callId: string): Promise<CallForEvents | undefined> {
  const [row] = await db
    .select({
      id: callRecords.id,
      userId: callRecords.userId,
      agentId: callRecords.agentId,
      agentName: agents.agentName,
      timezone: agents.timezone,
      type: callRecords.type,
      customerNumber: callRecords.customerNumber,
      calledNumber: phoneNumbers.phoneNumber,
      startedAt: callRecords.startedAt,
      endedAt: callRecords.endedAt,
      durationSeconds: callRecords.callDurationSeconds,
      summary: callRecords.summary,
      outcome: callRecords.outcome,
      appointment: callRecords.appointment,
      appointmentChanges: callRecords.appointmentChanges,
      createdAt: callRecords.createdAt,
    })
    .from(callRecords)
    .leftJoin(agents, eq(agents.id, callRecords.agentId))
    .leftJoin(phoneNumbers, eq(phoneNumbers.id, callRecords.phoneNumberId))
    .where(eq(callRecords.id, callId));
  return row;
}
