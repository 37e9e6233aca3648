import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  // What the web build writes: a hashed asset with its brotli and gzip copies beside it.
  const assets = join(t.config.dataDir, 'web-dist', 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(join(assets, 'index-AbC123.js'), script);
  await writeFile(join(assets, 'index-AbC123.js.br'), brotliCompressSync(script));
  await writeFile(join(assets, 'index-AbC123.js.gz'), gzipSync(script));
});
afterAll(() => t.close());

describe('compression and caching', () => {
  it('sends a built asset precompressed in the encoding the browser prefers, cached for a year', async () => {
    const response = await t.request('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length / 5);
  });

  it("sends a built asset without the documents' policies, which it cannot use, but keeps nosniff", async () => {
    const asset = await t.request('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(asset.headers.get(documentOnly), documentOnly).toBeNull();
    }
    const page = await t.request('/agents');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('falls back to gzip, and to the plain file for a browser that accepts neither', async () => {
    const gzip = await t.request('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await t.request('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates the page itself on every load', async () => {
    const page = await t.request('/agents');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses a JSON answer', async () => {
    const large = await t.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toContain('Accept-Encoding');
    const document = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const plain = await t.request('/api/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
