import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../providers/storage/local-disk.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { fileRoutes } from './files.routes.ts';

describe('GET /files/<key> from local disk', () => {
  let root: string;
  let app: ReturnType<typeof fileRoutes>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'files-route-'));
    const storage = new LocalDiskStorage(root);
    await storage.put('user-1/avatar.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    await storage.put('user-1/page.html', new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');
    await storage.put('exports/e1-abc.zip', new Uint8Array([80, 75]), 'application/zip');
    await storage.put('user-1/agent-1/imports/i1/menu.pdf', new Uint8Array([37, 80]), 'application/octet-stream');
    app = fileRoutes({ storage });
  });

  it('never serves a data archive or an uploaded document, which are not public', async () => {
    expect((await app.request('/files/exports/e1-abc.zip')).status).toBe(404);
    expect((await app.request('/files/user-1/agent-1/imports/i1/menu.pdf')).status).toBe(404);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('serves an image inline with its type, nosniff and a cache header', async () => {
    const response = await app.request('/files/user-1/avatar.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('lets a versioned URL (?v=) be cached for good', async () => {
    const response = await app.request('/files/user-1/avatar.png?v=1700000000000');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never renders anything but an image: other files download as bytes', async () => {
    const response = await app.request('/files/user-1/page.html');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });

  it.each(['/files/user-1/missing.png', '/files/..%2F..%2Fetc%2Fpasswd', '/files/%2E%2E/x.png', '/files/%E0%A4%A'])(
    'answers 404 for %s',
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );
});

describe('GET /files/<key> from a remote backend (S3)', () => {
  it('streams what the backend returns, with the type it stored', async () => {
    // S3Storage.get itself is tested against the SDK mock in providers/storage/s3.test.ts.
    const remote: Storage = {
      put: async () => undefined,
      delete: async () => undefined,
      publicUrl: (key) => `/files/${key}`,
      get: async (key) =>
        key === 'user-2/avatar.jpg' ? { bytes: new Uint8Array([255, 216, 255]), contentType: 'image/jpeg' } : null,
    };
    const response = await fileRoutes({ storage: remote }).request('/files/user-2/avatar.jpg?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255]));
  });
});
