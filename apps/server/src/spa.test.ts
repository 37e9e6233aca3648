import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE_CONFIG } from '@portal/shared/site-config.plain';
import type { PageSession } from './auth/page-session.ts';
import { spaRoutes } from './spa.ts';

const INDEX = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const PRELOADS = [
  { path: '/agents', js: ['assets/app-layout-1.js', 'assets/agents-2.js'] },
  { path: '/agent/:agentId/configure', js: ['assets/configure-4.js'] },
];

function builtApp({ withPreloads = true } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (withPreloads) writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  return spaRoutes(dist, FALLBACK_SITE_CONFIG);
}

const page = async (app: ReturnType<typeof spaRoutes>, path: string) => (await app.request(path)).text();

describe('a page names the files it loads lazily', () => {
  it("lists the page's scripts as module preloads, in the head", async () => {
    const html = await page(builtApp(), '/agents');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/agents-2.js">');
  });

  it('matches a page with parameters, and only its own files', async () => {
    const html = await page(builtApp(), '/agent/0b9c/configure');
    expect(html).toContain('href="/assets/configure-4.js"');
    expect(html).not.toContain('agents-2.js');
  });

  it('gives any other address the plain page, and does not serve the table itself', async () => {
    const app = builtApp();
    expect(await page(app, '/agents/extra')).not.toContain('modulepreload');
    expect(await page(app, '/route-preloads.json')).toContain('<div id="root"></div>');
  });

  it('serves the plain page when the build wrote no table', async () => {
    const html = await page(builtApp({ withPreloads: false }), '/agents');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('modulepreload');
  });
});

describe('a page carries the session it was served with', () => {
  const withSession = (pageSession: PageSession) => {
    const dist = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    return spaRoutes(dist, FALLBACK_SITE_CONFIG, { session: pageSession });
  };

  it('passes on the cookies the session read set (a refreshed session)', async () => {
    const app = withSession(async () => ({ json: '{"user":{"id":"u1"}}', setCookies: ['a=1; Path=/', 'b=2; Path=/'] }));
    const response = await app.request('/agents');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toContain(
      '<script id="portal-session" type="application/json">{"user":{"id":"u1"}}</script></head>',
    );
  });

  it('serves the page without one when the session could not be read, for the page to ask itself', async () => {
    for (const failing of [async () => undefined, async () => Promise.reject(new Error('database down'))]) {
      const response = await withSession(failing).request('/agents');
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('portal-session');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
