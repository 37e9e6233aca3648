import { createRoute, z } from '@hono/zod-openapi';
import { callDetailSchema, callListQuerySchema, callListSchema, type CallSummary } from '@portal/shared/calls';
import { AppError } from '../../lib/errors.ts';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../agents/agents.repo.ts';
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

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    request: { query: callListQuerySchema },
    responses: { 200: jsonContent(callListSchema, "The caller's calls, newest first"), ...errorResponses },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    request: { params: z.object({ id: z.string().max(64) }) },
    responses: { 200: jsonContent(callDetailSchema, 'One call with its transcript'), ...errorResponses },
  }),
};

/** Call history (GET /api/calls, /api/calls/:id), always scoped to the signed-in owner. */
export function callsRoutes(db: Database) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const { agentId, cursor, limit } = c.req.valid('query');
      const rows = await listCallRecords(db, {
        userId: c.var.user.id,
        agentId,
        before: cursor ? new Date(cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return c.json(
        {
          calls: page.map((row) => toSummary(row.record, row.agentName)),
          nextCursor: rows.length > limit && last ? last.record.createdAt.toISOString() : null,
        },
        200,
      );
    })
    .openapi(routes.get, async (c) => {
      const id = c.req.valid('param').id;
      const row = isUuid(id) ? await findCallRecord(db, c.var.user.id, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Call not found.');
      return c.json(
        {
          ...toSummary(row.record, row.agentName),
          transcript: row.record.transcript,
          recordingUrl: row.record.recordingUrl,
          cost: row.record.cost === null ? null : Number(row.record.cost),
          appointment: row.record.appointment ?? null,
        },
        200,
      );
    });
}
