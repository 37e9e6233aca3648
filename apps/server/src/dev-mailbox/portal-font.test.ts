import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPortalFont } from './portal-font.ts';
import { mailboxRoutes } from './mailbox.routes.ts';
import type { Database } from '../db/client.ts';

const made: string[] = [];
function webDist(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  made.push(dist);
  mkdirSync(join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), content);
  return dist;
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the portal's typeface for the sandbox pages", () => {
  it('is the Inter the web build named by its content, not its italic or another font', () => {
    const dist = webDist({
      'inter-latin-wght-italic-AbC12.woff2': 'italic',
      'index-XyZ.css': 'css',
      'inter-latin-wght-normal-Dx4kXJAl.woff2': 'upright',
    });
    expect(readPortalFont(dist)?.toString()).toBe('upright');
  });

  it('is missing, not an error, when the web app is not built', () => {
    expect(readPortalFont(join(tmpdir(), 'no-such-web-dist'))).toBeUndefined();
    expect(readPortalFont(webDist({ 'index-XyZ.css': 'css' }))).toBeUndefined();
  });

  it('is served beside the mailbox as a font, and is a 404 without a build', async () => {
    const db = {} as Database;
    const served = await mailboxRoutes({ db, webDist: webDist({ 'inter-latin-wght-normal-1.woff2': 'font' }) }).request(
      '/inter.woff2',
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('font/woff2');
    expect(await served.text()).toBe('font');
    const missing = await mailboxRoutes({ db, webDist: webDist({}) }).request('/inter.woff2');
    expect(missing.status).toBe(404);
  });
});
