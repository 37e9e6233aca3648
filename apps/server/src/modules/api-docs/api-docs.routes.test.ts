import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page's linked files, in order, as they appear in its HTML. */
async function linkedAssets() {
  const html = await (await t.request('/api/docs')).text();
  return [...html.matchAll(/(?:href|src)="(\/api\/docs\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}

describe('GET /api/docs', () => {
  it('answers signed out with an HTML page that renders the API document', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>API reference · AI Voice Agent Platform</title>');
    expect(html).toContain('data-document-url="/api/openapi.json"');
    expect(html).toContain('<a href="/api/openapi.json">');
    expect(html).toContain('<a href="/">AI Voice Agent Platform</a>');
  });

  it('tightens the site policy for itself: scripts and styles from this origin only, nothing inline', async () => {
    const response = await t.request('/api/docs');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=/);
  });

  it('answers with a session too, and is not an operation of the API document', async () => {
    const cookie = await t.signUpAndVerify('docs-reader@example.com', 'correct horse battery');
    expect((await t.request('/api/docs', { headers: { cookie } })).status).toBe(200);
    const document = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });

  it('links the renderer from this server, never from another origin', async () => {
    const assets = await linkedAssets();
    expect(assets.map((path) => path.replace(/\.[0-9a-f]{10}\./, '.*.'))).toEqual([
      '/api/docs/assets/swagger-ui.*.css',
      '/api/docs/assets/api-docs.*.css',
      '/api/docs/assets/swagger-ui-bundle.*.js',
      '/api/docs/assets/api-docs.*.js',
    ]);
  });
});

describe('GET /api/docs/assets/:name', () => {
  it('sends the renderer brotli-compressed when accepted, typed and cached for a year', async () => {
    const bundle = (await linkedAssets()).find((path) => path.includes('swagger-ui-bundle'))!;
    const response = await t.request(bundle, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const compressed = Buffer.from(await response.arrayBuffer());
    const script = brotliDecompressSync(compressed).toString();
    expect(script).toContain('SwaggerUIBundle');
    expect(compressed.length).toBeLessThan(script.length / 3);
  });

  it('falls back to gzip, and to the plain file for a browser that accepts neither', async () => {
    const stylesheet = (await linkedAssets()).find((path) => path.includes('swagger-ui.'))!;
    const gzip = await t.request(stylesheet, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const css = gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString();
    expect(css).toContain('.swagger-ui');
    expect(css).not.toContain('sourceMappingURL');
    const plain = await t.request(stylesheet, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(css);
  });

  it('answers 404 for a file it does not have, or an old version of one', async () => {
    for (const path of ['/api/docs/assets/nothing.js', '/api/docs/assets/swagger-ui-bundle.0000000000.js']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});
