import { z } from '@hono/zod-openapi';
import { dataExportSchema, latestDataExportSchema } from '@portal/shared/data-export';
import { createRouter, errorContent, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './data-export.service.ts';

const routes = {
  start: signedInRoute(
    {
      method: 'post',
      path: '/account/exports',
      summary: 'Download my data: build an archive',
      description:
        'Starts building an archive of the whole account (profile, agents with every card, calls with transcripts and outcomes, callers, appointments, texts, blocked callers, webhook endpoints and API keys, as JSON and CSV in one zip). When it is ready a signed link, valid 24 hours, is e-mailed to the owner. While one is building, the same one is answered.',
      responses: { 202: jsonContent(dataExportSchema.meta({ id: 'DataExport' }), 'Being built') },
    },
    { 429: 'Three archives were asked for in the last 24 hours.' },
  ),
  latest: signedInRoute({
    method: 'get',
    path: '/account/exports/latest',
    summary: 'The newest archive',
    description:
      'Whether the newest archive is building, ready (with its signed download address, until the link expires) or failed (with why). `export` is null when there is none, or its link has expired.',
    responses: { 200: jsonContent(latestDataExportSchema.meta({ id: 'LatestDataExport' }), 'The newest archive') },
  }),
  download: signedInRoute({
    method: 'get',
    path: '/account/exports/{id}/download',
    summary: 'Download an archive',
    description:
      'The zip, as an attachment, from the signed link e-mailed to the owner: it works only for the owner, signed in, for 24 hours.',
    request: {
      params: recordIdParam("The archive's id"),
      query: z.object({
        expires: z.string().max(20).optional().openapi({ description: 'When the link expires (from the e-mail)' }),
        signature: z.string().max(100).optional().openapi({ description: "The link's signature (from the e-mail)" }),
      }),
    },
    responses: {
      200: {
        description: 'The zip archive',
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      },
      403: errorContent('The link was not signed for this archive (or the request was made with an API key).'),
      410: errorContent('The link has expired: links last 24 hours.'),
    },
  }),
};

export function dataExportRoutes(deps: service.DataExportDeps) {
  return createRouter()
    .openapi(routes.start, async (c) => c.json(await service.startExport(deps, c.var.user.id), 202))
    .openapi(routes.latest, async (c) => c.json(await service.latestExport(deps, c.var.user), 200))
    .openapi(routes.download, async (c) => {
      const { bytes, fileName } = await service.downloadExport(
        deps,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    });
}
