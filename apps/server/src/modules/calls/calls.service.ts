import { isUuid } from '@portal/shared/api';
import type { CallDetail, CallList, CallListQuery, CallSummary } from '@portal/shared/calls';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findCallRecord, listCallRecords, type CallRecordRow } from './call-records.repo.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toSummary(record: CallRecordRow, agentName: string | null): CallSummary {
  return {
    id: record.id,
    agentId: record.agentId,
    agentName,
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
    calls: page.map((row) => toSummary(row.record, row.agentName)),
    nextCursor: rows.length > limit && last ? last.record.createdAt.toISOString() : null,
  };
}

/** One call of the owner with its transcript; another owner's call is 'not found'. */
export async function getCall(db: Database, userId: string, id: string): Promise<CallDetail> {
  const row = isUuid(id) ? await findCallRecord(db, userId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Call not found.');
  return {
    ...toSummary(row.record, row.agentName),
    transcript: row.record.transcript,
    recordingUrl: row.record.recordingUrl,
    cost: row.record.cost === null ? null : Number(row.record.cost),
    appointment: row.record.appointment ?? null,
  };
}
