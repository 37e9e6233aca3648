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
 * Serves the built web app: hashed assets compressed at build and cached for a year (their names
 * change with their content), and index.html (with the public site config), revalidated on every
 * load, for every other GET, so client-side routes and the not-found page work on reload.
 */
export function spaRoutes(webDist: string, config: SiteConfig) {
  const app = new Hono();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run "npm run build" (npm start does this for you).', 503));
    return app;
  }
  const indexHtml = injectSiteConfig(readFileSync(indexFile, 'utf8'), config);
  // Set on the answer once it is made: serveStatic's onFound runs after the response exists, so a
  // header set there never reached the browser.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz copies beside each asset; the one the browser accepts is sent.
  app.use('/assets/*', serveStatic({ root: webDist, precompressed: true }));
  app.use(
    '*',
    serveStatic({
      root: webDist,
      precompressed: true,
      rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__none__' : path),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
