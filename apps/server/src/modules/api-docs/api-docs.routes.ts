import { Hono } from 'hono';
import { AppError } from '../../lib/errors.ts';
import { docsAssets } from './api-docs.service.ts';
import { docsPage } from './docs-page.pure.ts';

type ApiDocsDeps = {
  /** Where the OpenAPI document is served; the page renders it and links it. */
  documentUrl: string;
};

/**
 * The API reference: a page that renders the OpenAPI document in the browser, and the renderer's
 * files, served from the installed package (never a CDN). Plain routes, so the reference is not
 * itself an operation of the document; public like the document.
 */
export function apiDocsRoutes({ documentUrl }: ApiDocsDeps) {
  const assets = docsAssets();
  const app = new Hono();

  app.get('/', (c) => {
    // Revalidated on every load: it names the current versions of its files.
    c.header('Cache-Control', 'no-cache');
    return c.html(docsPage({ base: c.req.path.replace(/\/$/, ''), documentUrl, ...assets.page() }));
  });

  app.get('/assets/:name', async (c) => {
    const asset = await assets.get(c.req.param('name'), c.req.header('accept-encoding'));
    if (!asset) throw new AppError('NOT_FOUND', 'No such file.');
    // The name carries a hash of the content, so a copy never goes stale.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', asset.type);
    c.header('Vary', 'Accept-Encoding');
    if (asset.encoding) c.header('Content-Encoding', asset.encoding);
    return c.body(new Uint8Array(asset.body));
  });

  return app;
}
