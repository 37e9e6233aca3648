import { isUuid } from '@portal/shared/api';
import type { CallDetail, CallList, CallListQuery, CallSummary } from '@portal/shared/calls';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { VoicePlatformError, type RecordingSource, type VoicePlatform } from '../../providers/voice/voice.ts';
import { findCallRecord, findCallRecordId, listCallRecords, type CallRecordRow } from './call-records.repo.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

type CallAgent = { agentName: string | null; agentTimezone: string | null };

function toSummary(record: CallRecordRow, { agentName, agentTimezone }: CallAgent): CallSummary {
  return {
    id: record.id,
    agentId: record.agentId,
    agentName,
    agentTimezone,
    customerNumber: record.customerNumber,
    type: record.type,
    status: record.status,
    startedAt: iso(record.startedAt),
    endedAt: iso(record.endedAt),
    durationSeconds: record.callDurationSeconds,
    endedReason: record.endedReason,
    summary: record.summary,
    createdAt: record.createdAt.toISOString(),
  };
}

/** One page of the owner's calls, newest first; the cursor is the last call's creation time. */
export async function listCalls(db: Database, userId: string, query: CallListQuery): Promise<CallList> {
  const { agentId, cursor, limit } = query;
  const rows = await listCallRecords(db, {
    userId,
    agentId,
    before: cursor ? new Date(cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    calls: page.map((row) => toSummary(row.record, row)),
    nextCursor: rows.length > limit && last ? last.record.createdAt.toISOString() : null,
  };
}

async function ownedCall(db: Database, userId: string, id: string) {
  const row = isUuid(id) ? await findCallRecord(db, userId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Call not found.');
  return row;
}

/** Where the page plays a recording from: ours, because the platform's own address is private. */
const recordingPath = (id: string) => `/api/calls/${id}/recording`;

/** One call of the owner with its transcript; another owner's call is 'not found'. */
export async function getCall(db: Database, userId: string, id: string): Promise<CallDetail> {
  const row = await ownedCall(db, userId, id);
  return {
    ...toSummary(row.record, row),
    transcript: row.record.transcript,
    recordingUrl: row.record.recordingUrl ? recordingPath(row.record.id) : null,
    cost: row.record.cost === null ? null : Number(row.record.cost),
    appointment: row.record.appointment ?? null,
    outcome: row.record.outcome ?? null,
  };
}

/**
 * The call history's id for a call the voice platform reported; undefined while no message about
 * it has arrived, or when the call is not the owner's.
 */
export const callRecordIdOf = (db: Database, userId: string, vapiCallId: string) =>
  findCallRecordId(db, userId, vapiCallId);

const NO_RECORDING = 'This call has no recording.';

/** The recording of one of the owner's calls, fetched afresh from the voice platform. */
export async function openCallRecording(
  deps: { db: Database; voice: Pick<VoicePlatform, 'openRecording'> },
  userId: string,
  id: string,
): Promise<RecordingSource> {
  const row = await ownedCall(deps.db, userId, id);
  if (!row.record.recordingUrl) throw new AppError('NOT_FOUND', NO_RECORDING);
  let source: RecordingSource | null;
  try {
    source = await deps.voice.openRecording(row.record.vapiCallId);
  } catch (error) {
    if (!(error instanceof VoicePlatformError)) throw error;
    throw new AppError(
      'UPSTREAM_FAILED',
      'The recording could not be fetched from the voice platform. Try again shortly.',
    );
  }
  if (!source) throw new AppError('NOT_FOUND', NO_RECORDING);
  return source;
}
