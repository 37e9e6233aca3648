import type { Database } from '../../db/client.ts';
import { answeringConfigRecords } from '../agents/privacy.service.ts';
import type { CallRecordValues } from './call-records.repo.ts';

type EndOfCallValues = Pick<CallRecordValues, 'userId' | 'agentId' | 'agentVersion'> &
  Partial<Pick<CallRecordValues, 'transcript' | 'messages' | 'recordingUrl'>>;

/**
 * An ended call's values as the portal keeps them: when the agent that answered does not record
 * calls (its Recording & Privacy card), nothing of the conversation is stored, neither the
 * transcript and messages nor a recording's address, whatever the platform sent. The outcome,
 * summary, times and cost are kept: the owner still sees what the call was about, and it counts.
 */
export async function withoutUnrecorded<T extends EndOfCallValues>(deps: { db: Database }, values: T): Promise<T> {
  if (!values.agentId) return values;
  const records = await answeringConfigRecords(deps.db, values.userId, values.agentId, values.agentVersion ?? null);
  return records ? values : { ...values, transcript: null, messages: null, recordingUrl: null };
}
