import { blockCallerSchema, blockedCallerListSchema, blockResultSchema } from '@portal/shared/blocked-callers';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './blocked-callers.service.ts';

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/blocked-callers',
    summary: 'Blocked callers',
    description: "The numbers whose calls are refused before any of the owner's agents answers, newest first.",
    responses: { 200: jsonContent(blockedCallerListSchema.meta({ id: 'BlockedCallerList' }), 'The block list') },
  }),
  block: signedInRoute(
    {
      method: 'post',
      path: '/blocked-callers',
      summary: 'Block a caller',
      description:
        "Calls from the number to any of the owner's numbers are refused before an agent answers, recorded as blocked, and count toward no usage. `warning` is set when the voice platform could not be told yet (it is told again automatically).",
      request: { body: jsonBody(blockCallerSchema.meta({ id: 'BlockCaller' })) },
      responses: { 201: jsonContent(blockResultSchema.meta({ id: 'BlockResult' }), 'Blocked') },
    },
    { 409: 'The number is blocked already, or the list is full.' },
  ),
  unblock: signedInRoute({
    method: 'delete',
    path: '/blocked-callers/{id}',
    summary: 'Unblock a caller',
    description: 'Calls from the number are answered again.',
    request: { params: recordIdParam("The block list entry's id") },
    responses: { 204: { description: 'Unblocked' } },
  }),
};

export function blockedCallersRoutes(deps: service.BlockedCallersDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await service.listBlockedCallers(deps, c.var.user.id), 200))
    .openapi(routes.block, async (c) =>
      c.json(await service.blockCaller(deps, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.unblock, async (c) => {
      await service.unblockCaller(deps, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
