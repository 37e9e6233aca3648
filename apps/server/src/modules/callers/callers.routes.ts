import { callerDetailSchema, callerListQuerySchema, callerListSchema, callerNoteSchema } from '@portal/shared/callers';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './callers.service.ts';

const callerId = recordIdParam("The caller's id");

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/callers',
    summary: 'Callers',
    description:
      "Everyone who has called the owner's numbers, one entry per number, the latest caller first; narrowed by words of a name or digits of a number, a page at a time, continued with nextCursor.",
    request: { query: callerListQuerySchema },
    responses: { 200: jsonContent(callerListSchema.meta({ id: 'CallerList' }), 'A page of callers') },
  }),
  get: signedInRoute({
    method: 'get',
    path: '/callers/{id}',
    summary: 'One caller',
    description:
      "The caller with their appointments and the owner's note. Their calls are listed by `GET /api/calls?caller={id}`.",
    request: { params: callerId },
    responses: { 200: jsonContent(callerDetailSchema.meta({ id: 'CallerDetail' }), 'The caller') },
  }),
  note: signedInRoute({
    method: 'put',
    path: '/callers/{id}/note',
    summary: "Write the owner's note about a caller",
    description:
      'An agent that recognises returning callers is told the note when this caller calls again. An empty note removes it.',
    request: { params: callerId, body: jsonBody(callerNoteSchema.meta({ id: 'CallerNote' })) },
    responses: { 200: jsonContent(callerDetailSchema, 'The caller, with the note') },
  }),
  remove: signedInRoute({
    method: 'delete',
    path: '/callers/{id}',
    summary: 'Delete a caller',
    description:
      'Forgets the caller and their appointments, and removes their name, number, transcripts and recordings from their calls; the calls keep their outcome, times and cost.',
    request: { params: callerId },
    responses: { 204: { description: 'Deleted' } },
  }),
};

export function callersRoutes(deps: service.CallersDeps) {
  return createRouter()
    .openapi(routes.list, async (c) =>
      c.json(await service.listCallers(deps, c.var.user.id, c.req.valid('query')), 200),
    )
    .openapi(routes.get, async (c) =>
      c.json(await service.getCaller(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.note, async (c) =>
      c.json(await service.setCallerNote(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json').note), 200),
    )
    .openapi(routes.remove, async (c) => {
      await service.deleteCaller(deps, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
