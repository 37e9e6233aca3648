import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { SESSION_ELEMENT_ID } from '@portal/shared/embedded-session.plain';
import { PAGE_READS } from '@portal/shared/page-reads.plain';
import { PAGE_DATA_ELEMENT_ID } from '@portal/shared/embedded-session.plain';
import type { PageSession } from './auth/page-session.ts';
import type { PageReads } from './page-reads.ts';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@portal/shared/site-config.plain';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A page of the web app and the built scripts it loads beyond the entry (written by the web build). */
type RoutePreload = { path: string; js: string[] };
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** JSON inside a non-executed script element; `<` is escaped so no value can close the element. */
function jsonElement(id: string, json: string) {
  return `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
}

export function injectSiteConfig(indexHtml: string, config: SiteConfig) {
  return indexHtml.replace('</head>', () => `${jsonElement(SITE_CONFIG_ELEMENT_ID, JSON.stringify(config))}</head>`);
}

/**
 * Names a page's lazily loaded scripts in its HTML, so the browser fetches them alongside the
 * entry instead of discovering them one round trip after another. Their stylesheets are left to
 * the page's code: preloaded too, they competed with the entry and the sign-in page painted later
 * (Lighthouse, mobile profile).
 */
export function injectPreloads(indexHtml: string, preload: Pick<RoutePreload, 'js'>) {
  const links = preload.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return indexHtml.replace('</head>', `${links.join('')}</head>`);
}

/** '/agent/:agentId' matches '/agent/abc' with { agentId: 'abc' }; a trailing slash is ignored. */
function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = have[i]!;
    else if (part !== have[i]) return undefined;
  }
  return params;
}

const matches = (pattern: string, path: string) => match(pattern, path) !== undefined;

/** Identifiers as the API writes them; anything else in an address is not read on the page's behalf. */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/** The API reads of the page at `path`, when it is one that has them. */
function readsOf(path: string): string[] {
  for (const [pattern, reads] of Object.entries(PAGE_READS)) {
    const params = match(pattern, path);
    if (params && Object.values(params).every((value) => SAFE_PARAM.test(value))) return reads(params);
  }
  return [];
}

function readPreloads(webDist: string): RoutePreload[] {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

/**
 * Serves the built web app: hashed assets compressed at build and cached for a year (their names
 * change with their content), and index.html (with the public site config), revalidated on every
 * load, for every other GET, so client-side routes and the not-found page work on reload.
 */
export function spaRoutes(
  webDist: string,
  config: SiteConfig,
  served: { session?: PageSession; reads?: PageReads } = {},
) {
  const app = new Hono();
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run "npm run build" (npm start does this for you).', 503));
    return app;
  }
  const indexHtml = injectSiteConfig(readFileSync(indexFile, 'utf8'), config);
  const pages = readPreloads(webDist).map((preload) => ({
    path: preload.path,
    html: injectPreloads(indexHtml, preload),
  }));
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
      rewriteRequestPath: (path) =>
        path === '/' || path === '/index.html' || path === `/${ROUTE_PRELOADS_FILE}` ? '/__none__' : path,
    }),
  );
  app.get('*', async (c) => {
    const html = pages.find((page) => matches(page.path, c.req.path))?.html ?? indexHtml;
    const session = await served.session?.(c.req.raw).catch(() => undefined);
    if (!session) {
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    }
    // The page now depends on who asks. Signed in, it carries who: no cache may keep it. Signed
    // out, it is the same for everyone, but a cache must never give it to a signed-in browser.
    const signedIn = session.json !== 'null';
    c.header('Cache-Control', signedIn || session.setCookies.length ? 'private, no-store' : 'no-cache');
    c.header('Vary', 'Cookie');
    for (const cookie of session.setCookies) c.header('Set-Cookie', cookie, { append: true });
    let elements = jsonElement(SESSION_ELEMENT_ID, session.json);
    const reads = signedIn ? readsOf(c.req.path) : [];
    if (reads.length && served.reads) {
      const answers = await served.reads(c.req.raw, c.env, reads).catch(() => ({}));
      elements += jsonElement(PAGE_DATA_ELEMENT_ID, JSON.stringify(answers));
    }
    // A function, so that `$` in a name is not read as a replacement pattern.
    return c.html(html.replace('</head>', () => `${elements}</head>`));
  });
  return app;
}
