import { z } from '@hono/zod-openapi';
import { agentSchema } from '@portal/shared/agents/agent';
import { saveSectionResultSchema } from '@portal/shared/agents/agent-results';
import {
  agentDraftSchema,
  agentVersionListSchema,
  publishDraftSchema,
  restoreVersionSchema,
} from '@portal/shared/agents/versions';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import { requireAgent, type AgentsDeps } from './agent-access.service.ts';
import * as drafts from './drafts.service.ts';

const idParam = recordIdParam("The agent's id");
const versionParam = idParam.extend({
  number: z.coerce.number().int().min(1).max(1_000_000).openapi({ description: 'The version number' }),
});

const publishedSchema = z.object({
  agent: agentSchema,
  version: z.number().int().nullable().describe('The version now published; null when it became the draft.'),
  syncError: z.string().nullable(),
});

const routes = {
  draft: signedInRoute({
    method: 'get',
    path: '/{id}/draft',
    summary: "Read the agent's draft",
    description:
      'Once an agent answers a phone number, card saves change its draft and callers keep hearing the published version. This reads what publishing would change, card by card.',
    request: { params: idParam },
    responses: { 200: jsonContent(agentDraftSchema, 'The draft against the published version') },
  }),
  publish: signedInRoute(
    {
      method: 'post',
      path: '/{id}/draft/publish',
      summary: 'Publish the draft',
      description:
        'Records a new version with the draft and pushes it to the voice platform; callers hear it from the next call. A failed push is kept and retried (syncError says so).',
      request: { params: idParam, body: jsonBody(publishDraftSchema) },
      responses: { 200: jsonContent(publishedSchema, 'The agent and the version published') },
    },
    { 409: 'There is no draft, or the agent has been deleted.' },
  ),
  discard: signedInRoute(
    {
      method: 'delete',
      path: '/{id}/draft',
      summary: 'Discard the draft',
      request: { params: idParam },
      responses: { 200: jsonContent(saveSectionResultSchema, 'The agent as callers hear it') },
    },
    { 409: 'The agent has been deleted.' },
  ),
  versions: signedInRoute({
    method: 'get',
    path: '/{id}/versions',
    summary: "List the agent's published versions",
    request: { params: idParam },
    responses: { 200: jsonContent(agentVersionListSchema, 'Newest first, each with what it changed') },
  }),
  restore: signedInRoute(
    {
      method: 'post',
      path: '/{id}/versions/{number}/restore',
      summary: 'Restore an earlier version',
      description:
        'With publish false the version becomes the draft, to review and publish; with publish true it is published at once as a new version.',
      request: { params: versionParam, body: jsonBody(restoreVersionSchema) },
      responses: { 200: jsonContent(publishedSchema, 'The agent, and the new version when published') },
    },
    { 409: 'The agent has been deleted.' },
  ),
};

/** Drafts, publishing, and the published versions of an agent. */
export function versionsRoutes(deps: AgentsDeps) {
  return createRouter()
    .openapi(routes.draft, async (c) => {
      const row = await requireAgent(deps, c.var.user.id, c.req.valid('param').id);
      return c.json(await drafts.readDraft(deps, row), 200);
    })
    .openapi(routes.publish, async (c) => {
      const { note } = c.req.valid('json');
      return c.json(await drafts.publishDraft(deps, c.var.user.id, c.req.valid('param').id, note ?? null), 200);
    })
    .openapi(routes.discard, async (c) =>
      c.json(await drafts.discardDraft(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.versions, async (c) => {
      const row = await requireAgent(deps, c.var.user.id, c.req.valid('param').id);
      return c.json(await drafts.listAgentVersions(deps, row), 200);
    })
    .openapi(routes.restore, async (c) => {
      const { id, number } = c.req.valid('param');
      const { publish, note } = c.req.valid('json');
      return c.json(await drafts.restoreVersion(deps, c.var.user.id, id, number, { publish, note: note ?? null }), 200);
    });
}
