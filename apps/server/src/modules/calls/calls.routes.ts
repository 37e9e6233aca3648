import { createRoute, z } from '@hono/zod-openapi';
import { callDetailSchema, callListQuerySchema, callListSchema } from '@portal/shared/calls';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.ts';
import type { Database } from '../../db/client.ts';
import type { VoicePlatform } from '../../providers/voice/voice.ts';
import { getCall, listCalls, openCallRecording } from './calls.service.ts';

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

export type CallsDeps = { db: Database; voice: Pick<VoicePlatform, 'openRecording'> };

/**
 * Call history (GET /api/calls, /api/calls/:id), always scoped to the signed-in owner, and each
 * call's recording (GET /api/calls/:id/recording: a redirect to a short-lived address, or the audio).
 */
export function callsRoutes(deps: CallsDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listCalls(deps.db, c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.get, async (c) => c.json(await getCall(deps.db, c.var.user.id, c.req.valid('param').id), 200))
    .get('/:id/recording', async (c) => {
      const source = await openCallRecording(deps, c.var.user.id, c.req.param('id'));
      if ('redirectTo' in source) return c.redirect(source.redirectTo, 302);
      return c.body(source.body, 200, { 'content-type': source.contentType });
    });
}
