import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@portal/shared/site-config';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** JSON inside a non-executed script element; `<` is escaped so no value can close the element. */
export function injectSiteConfig(indexHtml: string, config: SiteConfig) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return indexHtml.replace('</head>', `${element}</head>`);
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html (with the public
 * site config) for every other GET, so client-side routes and the not-found page work on reload.
 */
export function spaRoutes(webDist: string, config: SiteConfig) {
  const app = new Hono();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run "npm run build" (npm start does this for you).', 503));
    return app;
  }
  const indexHtml = injectSiteConfig(readFileSync(indexFile, 'utf8'), config);
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: webDist,
      rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__none__' : path),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
