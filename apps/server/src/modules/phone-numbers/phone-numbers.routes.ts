import { z } from '@hono/zod-openapi';
import {
  assignNumberSchema,
  availableNumberSchema,
  numberSearchSchema,
  phoneNumberSchema,
  purchaseNumberSchema,
  numberSyncResultSchema,
  purchaseResultSchema,
} from '@portal/shared/phone-numbers';
import { okSchema } from '@portal/shared/api';
import { createRouter, errorContent, recordIdParam, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import { assignNumber, releaseNumber } from './number-assignment.service.ts';
import {
  listPhoneNumbers,
  purchaseNumber,
  retryNumberSync,
  searchNumbers,
  type PurchaseDeps,
} from './phone-numbers.service.ts';

const idParam = recordIdParam("The number's id in the portal");
const UPSTREAM = 'The number provider or the voice platform failed; nothing was changed.';

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/',
    summary: 'List the phone numbers',
    responses: { 200: jsonContent(z.array(phoneNumberSchema), "The caller's numbers, oldest first") },
  }),
  search: signedInRoute(
    {
      method: 'get',
      path: '/search',
      summary: 'Search numbers to buy',
      description: 'At least one of areaCode, city or state is required; a search without any is refused with 400.',
      request: { query: numberSearchSchema },
      responses: { 200: jsonContent(z.array(availableNumberSchema), 'US voice numbers, at most 15') },
    },
    { 502: UPSTREAM },
  ),
  purchase: signedInRoute(
    {
      method: 'post',
      path: '/',
      summary: 'Buy a number',
      request: { body: jsonBody(purchaseNumberSchema) },
      responses: {
        201: jsonContent(
          purchaseResultSchema,
          'Bought, and given to its agent; warning when the voice platform import must be retried or the agent could not be assigned',
        ),
        404: errorContent('The chosen agent is not one of yours; nothing was bought.'),
      },
    },
    {
      409: "The plan's allowance is used up, the number is no longer available, or the chosen agent is not on the voice platform yet.",
      502: UPSTREAM,
    },
  ),
  assign: signedInRoute(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Assign a number to an agent, or free it',
      request: { params: idParam, body: jsonBody(assignNumberSchema) },
      responses: { 200: jsonContent(phoneNumberSchema, 'The number with its new agent') },
    },
    { 409: 'The agent is not on the voice platform yet.', 502: UPSTREAM },
  ),
  sync: signedInRoute({
    method: 'post',
    path: '/{id}/sync',
    summary: 'Connect the number to the voice platform again',
    request: { params: idParam },
    responses: { 200: jsonContent(numberSyncResultSchema, 'After a retry') },
  }),
  release: signedInRoute(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Release a number',
      request: { params: idParam },
      responses: { 200: jsonContent(okSchema, 'Released at the provider and removed') },
    },
    { 409: 'The provider has not finished setting the number up.', 502: UPSTREAM },
  ),
};

/** /api/phone-numbers: search, buy, list, assign, retry the voice-platform import, release. */
export function phoneNumbersRoutes(deps: PurchaseDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listPhoneNumbers(deps, c.var.user.id), 200))
    .openapi(routes.search, async (c) => c.json(await searchNumbers(deps, c.req.valid('query')), 200))
    .openapi(routes.purchase, async (c) => c.json(await purchaseNumber(deps, c.var.user.id, c.req.valid('json')), 201))
    .openapi(routes.assign, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await assignNumber(deps, c.var.user.id, id, c.req.valid('json').agentId), 200);
    })
    .openapi(routes.sync, async (c) => c.json(await retryNumberSync(deps, c.var.user.id, c.req.valid('param').id), 200))
    .openapi(routes.release, async (c) => {
      await releaseNumber(deps, c.var.user.id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
