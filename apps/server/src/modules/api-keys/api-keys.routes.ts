import { okSchema } from '@portal/shared/api';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '@portal/shared/api-keys';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './api-keys.service.ts';

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/api-keys',
    summary: 'API keys',
    description:
      "The owner's API keys, newest first: each one's name, scope, first characters and last use. The keys themselves are never shown again.",
    responses: { 200: jsonContent(apiKeyListSchema.meta({ id: 'ApiKeyList' }), 'The API keys') },
  }),
  create: signedInRoute(
    {
      method: 'post',
      path: '/api-keys',
      summary: 'Create an API key',
      description:
        'A new key for scripts and other tools, sent as `Authorization: Bearer <key>`. `key` is shown this once: only its hash is kept. `read` keys only read; `read_write` keys may also change what the owner can change.',
      request: { body: jsonBody(createApiKeySchema.meta({ id: 'CreateApiKey' })) },
      responses: { 201: jsonContent(createdApiKeySchema.meta({ id: 'CreatedApiKey' }), 'Created') },
    },
    { 409: 'The owner has as many API keys as allowed.' },
  ),
  revoke: signedInRoute({
    method: 'delete',
    path: '/api-keys/{id}',
    summary: 'Revoke an API key',
    description: 'The key stops working at once: the next request made with it is refused.',
    request: { params: recordIdParam("The API key's id") },
    responses: { 200: jsonContent(okSchema, 'Revoked') },
  }),
};

export function apiKeysRoutes(deps: service.ApiKeysDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await service.listApiKeys(deps, c.var.user.id), 200))
    .openapi(routes.create, async (c) =>
      c.json(await service.createApiKey(deps, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.revoke, async (c) => {
      await service.revokeApiKey(deps, c.var.user.id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
