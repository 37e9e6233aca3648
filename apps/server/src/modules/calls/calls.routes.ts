import { createRoute, z } from '@hono/zod-openapi';
import { callDetailSchema, callListQuerySchema, callListSchema } from '@portal/shared/calls';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.ts';
import type { Database } from '../../db/client.ts';
import { getCall, listCalls } from './calls.service.ts';

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
    .openapi(routes.list, async (c) => c.json(await listCalls(db, c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.get, async (c) => c.json(await getCall(db, c.var.user.id, c.req.valid('param').id), 200));
}
