import { createRoute, z } from '@hono/zod-openapi';
import { agentListItemSchema, agentSchema, createAgentSchema } from '@portal/shared/agents/agent';
import {
  agentAvatarResultSchema,
  agentResultSchema,
  saveSectionResultSchema,
  syncResultSchema,
} from '@portal/shared/agents/agent-results';
import { templateSummarySchema } from '@portal/shared/agents/templates';
import { okSchema } from '@portal/shared/api';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.ts';
import * as service from './agents.service.ts';
import { saveSection } from './sections.service.ts';
import { uploadAgentAvatar } from './agent-avatar.ts';
import { AppError } from '../../lib/errors.ts';
import { uploadBodyLimit } from '../../lib/upload-limit.ts';

const idParam = z.object({ id: z.string().max(64) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    responses: { 200: jsonContent(z.array(agentListItemSchema), "The caller's agents (not deleted), oldest first") },
  }),
  templates: createRoute({
    method: 'get',
    path: '/templates',
    responses: { 200: jsonContent(z.array(templateSummarySchema), 'Industry templates') },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    request: { body: { content: { 'application/json': { schema: createAgentSchema } }, required: true } },
    responses: {
      201: jsonContent(agentResultSchema, 'The new agent'),
      409: { description: 'Six agents already' },
      ...errorResponses,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    request: { params: idParam },
    responses: { 200: jsonContent(agentSchema, 'The agent, also when soft-deleted'), ...errorResponses },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    request: { params: idParam },
    responses: { 200: jsonContent(okSchema, 'Deleted for good, with its assistant'), ...errorResponses },
  }),
  softDelete: createRoute({
    method: 'post',
    path: '/{id}/soft-delete',
    request: { params: idParam },
    responses: { 200: jsonContent(okSchema, 'Hidden; data kept'), ...errorResponses },
  }),
  duplicate: createRoute({
    method: 'post',
    path: '/{id}/duplicate',
    request: { params: idParam },
    responses: {
      201: jsonContent(agentResultSchema, 'The copy'),
      409: { description: 'Six agents already' },
      ...errorResponses,
    },
  }),
  saveSection: createRoute({
    method: 'patch',
    path: '/{id}/sections/{section}',
    request: {
      params: idParam.extend({ section: z.string().max(40) }),
      body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, required: true },
    },
    responses: {
      200: jsonContent(saveSectionResultSchema, 'The saved agent; syncError when the voice platform failed'),
      ...errorResponses,
    },
  }),
  avatar: createRoute({
    method: 'post',
    path: '/{id}/avatar',
    middleware: [uploadBodyLimit] as const,
    request: { params: idParam },
    responses: {
      200: jsonContent(agentAvatarResultSchema, 'The agent with its new avatar'),
      413: { description: 'Over 2 MB' },
      ...errorResponses,
    },
  }),
  sync: createRoute({
    method: 'post',
    path: '/{id}/sync',
    request: { params: idParam },
    responses: { 200: jsonContent(syncResultSchema, 'The agent after pushing its assistant again'), ...errorResponses },
  }),
};

export function agentsRoutes(deps: service.AgentsDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      return c.json(await service.listAgentCards(deps, c.var.user.id), 200);
    })
    .openapi(routes.templates, async (c) => c.json(await service.listTemplates(deps), 200))
    .openapi(routes.create, async (c) =>
      c.json(await service.createAgent(deps, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.get, async (c) => {
      return c.json(await service.getAgent(deps, c.var.user.id, c.req.valid('param').id), 200);
    })
    .openapi(routes.remove, async (c) => {
      await service.deleteAgentPermanently(deps, c.var.user.id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.softDelete, async (c) => {
      await service.softDeleteAgent(deps, c.var.user.id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.duplicate, async (c) =>
      c.json(await service.duplicateAgent(deps, c.var.user.id, c.req.valid('param').id), 201),
    )
    .openapi(routes.saveSection, async (c) => {
      const { id, section } = c.req.valid('param');
      return c.json(await saveSection(deps, c.var.user.id, id, section, c.req.valid('json')), 200);
    })
    .openapi(routes.avatar, async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('BAD_REQUEST', 'The upload could not be read.');
      });
      if (!(form.file instanceof File) || form.file.size === 0)
        throw new AppError('BAD_REQUEST', 'Upload data missing.');
      const bytes = new Uint8Array(await form.file.arrayBuffer());
      return c.json(await uploadAgentAvatar(deps, c.var.user.id, c.req.valid('param').id, bytes, c.var.log), 200);
    })
    .openapi(routes.sync, async (c) =>
      c.json(await service.retrySync(deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
