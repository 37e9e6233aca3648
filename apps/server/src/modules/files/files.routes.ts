import { Hono } from 'hono';
import {
  assertSafeKey,
  FILES_PUBLIC_PATH,
  InvalidStorageKeyError,
  type Storage,
} from '../../providers/storage/storage.ts';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Stored files that are never public, only pictures are: an owner's data archives (`exports/…`)
 * and the documents they uploaded for their agent to read (`<user>/<agent>/imports/…`).
 */
const isPrivate = (key: string) => key.startsWith('exports/') || key.split('/')[2] === 'imports';

/**
 * GET /files/<key>: public files (avatars) from either storage backend, same-origin so the CSP's
 * img-src 'self' covers them. Only image types render inline; anything else downloads as bytes.
 * A URL with ?v= names one version (uploads add it), so it may be cached for good; without it
 * the browser revalidates.
 */
export function fileRoutes({ storage }: { storage: Storage }) {
  return new Hono().get(`${FILES_PUBLIC_PATH}/*`, async (c) => {
    const raw = c.req.path.slice(FILES_PUBLIC_PATH.length + 1);
    let key: string;
    try {
      key = assertSafeKey(decodeURIComponent(raw));
    } catch (error) {
      if (error instanceof InvalidStorageKeyError || error instanceof URIError) return c.text('Not found', 404);
      throw error;
    }
    if (isPrivate(key)) return c.text('Not found', 404);
    const file = await storage.get(key);
    if (!file) return c.text('Not found', 404);
    const inline = INLINE_TYPES.has(file.contentType);
    c.header('Content-Type', inline ? file.contentType : 'application/octet-stream');
    c.header('Content-Disposition', inline ? 'inline' : 'attachment');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });
}
