/** Where uploaded files (avatars) live: local disk by default, S3 when configured (decision 0010). */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Storage {
  /** Writes (or overwrites) the object at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The same-origin URL the files route serves the object at. */
  publicUrl(key: string): string;
}

/** The files route's mount point: both backends are served through the server (see the decision record). */
export const FILES_PUBLIC_PATH = '/files';

export class InvalidStorageKeyError extends Error {}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys are relative paths of plain segments: no '..', no absolute paths, no backslashes, no
 * empty or dot segments. Anything else could escape the storage root on disk.
 */
export function assertSafeKey(key: string): string {
  const segments = key.split('/');
  const safe =
    key.length > 0 && key.length <= 512 && segments.every((segment) => SEGMENT.test(segment) && segment !== '..');
  if (!safe) throw new InvalidStorageKeyError(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type a key's extension implies; unknown extensions are served as opaque bytes. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

export const publicUrlFor = (key: string) =>
  `${FILES_PUBLIC_PATH}/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;

/** The key behind a URL from publicUrl (the ?v= version dropped), or null for any other URL. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${FILES_PUBLIC_PATH}/`)) return null;
  const path = url.slice(FILES_PUBLIC_PATH.length + 1).split('?')[0] ?? '';
  try {
    return assertSafeKey(path.split('/').map(decodeURIComponent).join('/'));
  } catch {
    return null;
  }
}
