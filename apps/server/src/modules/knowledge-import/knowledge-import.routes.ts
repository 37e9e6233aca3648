import { z } from '@hono/zod-openapi';
import {
  acceptProposalsResultSchema,
  acceptProposalsSchema,
  knowledgeImportSchema,
  startWebsiteImportSchema,
} from '@portal/shared/agents/knowledge-import';
import { AppError } from '../../lib/errors.ts';
import { createRouter, fileUpload, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import { documentBodyLimit } from '../../lib/upload-limit.ts';
import * as service from './knowledge-import.service.ts';

const agentParam = recordIdParam("The agent's id");
const importParams = agentParam.extend({
  importId: z.string().max(64).openapi({ format: 'uuid', description: "The import's id" }),
});
const importSchema = knowledgeImportSchema.meta({ id: 'KnowledgeImport' });

const routes = {
  start: signedInRoute(
    {
      method: 'post',
      path: '/{id}/imports',
      summary: "Import the business's website into proposals",
      description:
        'Reads the site in a background job as a polite crawler (robots.txt respected, the sitemap used, same-site pages only, at most 25, two at a time, through the server’s private-address guard) and proposes values for the Brain cards, each with the page it came from. Nothing is written to the agent: the owner accepts proposals with POST …/accept. Poll GET …/imports/latest for progress.',
      request: { params: agentParam, body: jsonBody(startWebsiteImportSchema.meta({ id: 'StartWebsiteImport' })) },
      responses: { 202: jsonContent(importSchema, 'The import, queued') },
    },
    { 409: 'An import is already running for this agent, or the agent is deleted.' },
  ),
  document: signedInRoute(
    {
      method: 'post',
      path: '/{id}/imports/document',
      summary: 'Import a document (PDF, Word .docx or plain text) into proposals',
      description:
        'The `file` field of a multipart form, at most 10 MB, its type decided by its content. It is kept in the portal’s storage and read in a background job into proposals, reviewed like a website import.',
      middleware: [documentBodyLimit] as const,
      request: {
        params: agentParam,
        body: fileUpload('PDF, Word .docx or plain text, at most 10 MB'),
      },
      responses: { 202: jsonContent(importSchema, 'The import, queued') },
    },
    { 409: 'An import is already running for this agent, or the agent is deleted.', 413: 'The file is over 10 MB.' },
  ),
  latest: signedInRoute({
    method: 'get',
    path: '/{id}/imports/latest',
    summary: "The agent's latest import: progress, or proposals to review",
    request: { params: agentParam },
    responses: { 200: jsonContent(importSchema.nullable(), 'The newest import, or null when there is none') },
  }),
  accept: signedInRoute(
    {
      method: 'post',
      path: '/{id}/imports/{importId}/accept',
      summary: 'Accept proposals, as reviewed',
      description:
        "Saves each accepted card (as the owner edited it) through that card's own rules; they count as saved by the owner and the assistant is pushed once. Website Info replaces the entries of the pages read and keeps the owner's others. With untouchedOnly, the cards the owner wrote (saved, or changed from the agent's starting suggestion) are left as they are.",
      request: { params: importParams, body: jsonBody(acceptProposalsSchema.meta({ id: 'AcceptProposals' })) },
      responses: {
        200: jsonContent(
          acceptProposalsResultSchema,
          'The saved agent, the cards saved and the ones left; syncError when the voice platform failed',
        ),
      },
    },
    { 409: 'The import has not finished, or the agent is deleted.' },
  ),
};

export function knowledgeImportRoutes(deps: service.ImportDeps) {
  return createRouter()
    .openapi(routes.start, async (c) =>
      c.json(
        await service.startWebsiteImport(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json').url),
        202,
      ),
    )
    .openapi(routes.document, async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('BAD_REQUEST', 'The upload could not be read.');
      });
      if (!(form.file instanceof File) || form.file.size === 0)
        throw new AppError('BAD_REQUEST', 'Choose a file to upload.');
      const file = { bytes: new Uint8Array(await form.file.arrayBuffer()), name: form.file.name };
      return c.json(await service.startDocumentImport(deps, c.var.user.id, c.req.valid('param').id, file), 202);
    })
    .openapi(routes.latest, async (c) =>
      c.json(await service.latestImport(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.accept, async (c) => {
      const { id, importId } = c.req.valid('param');
      return c.json(await service.acceptProposals(deps, c.var.user.id, id, importId, c.req.valid('json')), 200);
    });
}
