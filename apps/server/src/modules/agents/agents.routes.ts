import { z } from '@hono/zod-openapi';
import { agentListItemSchema, agentSchema, createAgentSchema } from '@portal/shared/agents/agent';
import {
  agentAvatarResultSchema,
  agentResultSchema,
  saveSectionResultSchema,
  syncResultSchema,
} from '@portal/shared/agents/agent-results';
import { templateSummarySchema } from '@portal/shared/agents/templates';
import { okSchema } from '@portal/shared/api';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { createRouter, recordIdParam, imageUpload, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './agents.service.ts';
import { keepSuggestions, saveSection } from './sections.service.ts';
import { uploadAgentAvatar } from './agent-avatar.service.ts';
import { AppError } from '../../lib/errors.ts';
import { IMAGE_QUEUE_ERRORS } from '../../lib/image-decodes.ts';
import { uploadBodyLimit } from '../../lib/upload-limit.ts';

const idParam = recordIdParam("The agent's id");
const DELETED = { 409: 'The agent has been deleted.' } as const;
const SIX_AGENTS = { 409: 'The account has six agents already.' } as const;

/**
 * The card's save count the page read (agent.cardRevisions), as If-Match: a save made elsewhere
 * since then is refused with 409 instead of overwritten. Without it, the save applies as it is.
 */
const ifMatchHeader = z.object({
  'if-match': z
    .string()
    .regex(/^"?\d{1,9}"?$/, "If-Match: the card's save count, a whole number.")
    .optional()
    .openapi({ description: "The card's save count the page read (cardRevisions[card])." }),
});

const expectedRevision = (header: string | undefined) =>
  header === undefined ? undefined : Number(header.replaceAll('"', ''));

/** `callForwarding` -> `CallForwardingSection`: one named schema per configuration card. */
const sectionSchemaName = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}Section`;

/** One operation per configuration card, so each card's body has its own published schema. */
const sectionRoutes = Object.entries(SECTION_SCHEMAS).map(([key, schema]) => ({
  key,
  route: signedInRoute(
    {
      method: 'patch',
      path: `/{id}/sections/${key}`,
      summary: `Save the “${cardByKey(key)?.title ?? key}” card`,
      description:
        'Before the agent answers a phone number the save is pushed to the voice platform at once; once it does, the save changes the draft (publish it with POST /agents/{id}/draft/publish) and the answer is the agent with its draft.',
      request: {
        params: idParam,
        headers: ifMatchHeader,
        body: jsonBody(schema.meta({ id: sectionSchemaName(key) })),
      },
      responses: {
        200: jsonContent(saveSectionResultSchema, 'The saved agent; syncError when the voice platform failed'),
      },
    },
    { 409: 'The agent has been deleted, or (If-Match) the card was saved elsewhere since it was read.' },
  ),
}));

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/',
    summary: 'List the agents',
    responses: { 200: jsonContent(z.array(agentListItemSchema), "The caller's agents (not deleted), oldest first") },
  }),
  templates: signedInRoute({
    method: 'get',
    path: '/templates',
    summary: 'List the industry templates',
    responses: { 200: jsonContent(z.array(templateSummarySchema), 'Industry templates') },
  }),
  create: signedInRoute(
    {
      method: 'post',
      path: '/',
      summary: 'Create an agent',
      request: { body: jsonBody(createAgentSchema) },
      responses: {
        201: jsonContent(agentResultSchema, 'The new agent'),
      },
    },
    SIX_AGENTS,
  ),
  get: signedInRoute({
    method: 'get',
    path: '/{id}',
    summary: 'Read one agent',
    request: { params: idParam },
    responses: { 200: jsonContent(agentSchema, 'The agent, also when soft-deleted') },
  }),
  remove: signedInRoute(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete an agent for good',
      request: { params: idParam },
      responses: { 200: jsonContent(okSchema, 'Deleted for good, with its assistant') },
    },
    { 502: 'The voice platform could not remove the assistant; nothing was deleted.' },
  ),
  softDelete: signedInRoute({
    method: 'post',
    path: '/{id}/soft-delete',
    summary: 'Hide an agent, keeping its data',
    request: { params: idParam },
    responses: { 200: jsonContent(okSchema, 'Hidden; data kept') },
  }),
  duplicate: signedInRoute(
    {
      method: 'post',
      path: '/{id}/duplicate',
      summary: 'Duplicate an agent',
      request: { params: idParam },
      responses: {
        201: jsonContent(agentResultSchema, 'The copy'),
      },
    },
    SIX_AGENTS,
  ),
  keepSuggestions: signedInRoute({
    method: 'post',
    path: '/{id}/keep-suggestions',
    summary: "Keep every card's suggested values",
    description:
      'Marks every card that still holds only what the agent started with (template or product suggestions) as saved by the owner, then pushes the assistant once.',
    request: { params: idParam },
    responses: { 200: jsonContent(saveSectionResultSchema, 'The agent with the suggestions kept') },
  }),
  // Any other card name: not published, answered "This configuration section does not exist."
  unknownSection: signedInRoute({
    method: 'patch',
    path: '/{id}/sections/{section}',
    hide: true,
    request: { params: idParam.extend({ section: z.string().max(40) }) },
    responses: { 404: { description: 'No such configuration card' } },
  }),
  avatar: signedInRoute(
    {
      method: 'post',
      path: '/{id}/avatar',
      summary: "Upload an agent's picture",
      middleware: [uploadBodyLimit] as const,
      // The file is read by hand so a missing one gets a readable message, not a field error.
      request: { params: idParam, body: imageUpload },
      responses: { 200: jsonContent(agentAvatarResultSchema, 'The agent with its new avatar') },
    },
    { 413: 'The picture is over 2 MB.', ...IMAGE_QUEUE_ERRORS },
  ),
  sync: signedInRoute(
    {
      method: 'post',
      path: '/{id}/sync',
      summary: 'Push the agent to the voice platform again',
      request: { params: idParam },
      responses: { 200: jsonContent(syncResultSchema, 'The agent after pushing its assistant again') },
    },
    DELETED,
  ),
};

export function agentsRoutes(deps: service.AgentsDeps) {
  const router = createRouter()
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
    .openapi(routes.keepSuggestions, async (c) =>
      c.json(await keepSuggestions(deps, c.var.user.id, c.req.valid('param').id), 200),
    );
  // Each card's own operation, before the catch-all that answers for names that are no card.
  for (const { key, route } of sectionRoutes) {
    router.openapi(route, async (c) => {
      const { id } = c.req.valid('param');
      const revision = expectedRevision(c.req.valid('header')['if-match']);
      return c.json(await saveSection(deps, c.var.user.id, id, key, c.req.valid('json'), revision), 200);
    });
  }
  return router
    .openapi(routes.unknownSection, async (c) => {
      const { id, section } = c.req.valid('param');
      // Checks the agent first, so another owner's agent reads as not found either way.
      return c.json(await saveSection(deps, c.var.user.id, id, section, {}), 200);
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
