import { isUuid } from '@portal/shared/api';
import { CALL_OUTCOMES, type CallOutcomeKind } from '@portal/shared/call-outcome';
import {
  callCursor,
  readCallCursor,
  type CallDetail,
  type CallList,
  type CallListQuery,
  type CallSummary,
} from '@portal/shared/calls';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { VoicePlatformError, type RecordingSource, type VoicePlatform } from '../../providers/voice/voice.ts';
import { findCallRecordId } from './call-records.repo.ts';
import { findCallRecord, listCallRecords, setCallHandled, type ListedCall } from './call-list.repo.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toSummary(row: ListedCall): CallSummary {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    agentTimezone: row.agentTimezone,
    customerNumber: row.customerNumber,
    callerId: row.callerId,
    type: row.type,
    status: row.status,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    durationSeconds: row.callDurationSeconds,
    endedReason: row.endedReason,
    summary: row.summary,
    outcomeKind: readOutcomeKind(row.outcomeKind),
    urgent: row.urgent,
    message: row.message,
    needsAttention: row.needsAttention ?? false,
    handledAt: iso(row.handledAt),
    handledBy: row.handledAt ? (row.handledBy ?? 'A former user') : null,
    createdAt: row.createdAt.toISOString(),
    artifactsDeletedAt: iso(row.artifactsDeletedAt),
  };
}

const readOutcomeKind = (kind: string | null) =>
  (CALL_OUTCOMES as readonly string[]).includes(kind ?? '') ? (kind as CallOutcomeKind) : null;

/** One page of the owner's calls, newest first, narrowed as asked; the cursor is the last call's time and id. */
export async function listCalls(db: Database, userId: string, query: CallListQuery): Promise<CallList> {
  const { agentId, caller, outcome, exclude, q, cursor, limit } = query;
  const after = cursor ? readCallCursor(cursor) : null;
  const rows = await listCallRecords(db, {
    userId,
    agentId,
    callerId: caller,
    filter: outcome,
    exceptNeedingAttention: exclude === 'needs_attention',
    search: q,
    after: after ? { createdAt: new Date(after.createdAt), id: after.id } : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    calls: page.map(toSummary),
    nextCursor: rows.length > limit && last ? callCursor(last.createdAt.toISOString(), last.id) : null,
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
    ...toSummary(row),
    transcript: row.transcript,
    recordingUrl: row.recordingUrl ? recordingPath(row.id) : null,
    cost: row.cost === null ? null : Number(row.cost),
    appointment: row.appointment ?? null,
    appointmentChanges: row.appointmentChanges,
    outcome: row.outcome ?? null,
    agentVersion: row.agentVersion ?? null,
  };
}

/** Marks an urgent matter or a message handled by the owner (or reopens it), and returns the call. */
export async function markCallHandled(db: Database, userId: string, id: string, handled: boolean, now: Date) {
  const found = isUuid(id) && (await setCallHandled(db, userId, id, handled ? now : null));
  if (!found) throw new AppError('NOT_FOUND', 'Call not found.');
  return getCall(db, userId, id);
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
  if (!row.recordingUrl) throw new AppError('NOT_FOUND', NO_RECORDING);
  let source: RecordingSource | null;
  try {
    source = await deps.voice.openRecording(row.vapiCallId);
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
