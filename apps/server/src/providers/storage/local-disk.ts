import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeKey, contentTypeForKey, publicUrlFor, type Storage } from './storage.ts';

/**
 * Files under DATA_DIR/files. The content type comes from the key's extension (the keys we
 * write always carry the right one), so no metadata file is needed beside each object.
 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a key, refusing anything that would land outside the root. */
  private pathOf(key: string) {
    const path = resolve(this.root, assertSafeKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string) {
    try {
      const bytes = await readFile(this.pathOf(key));
      return { bytes: new Uint8Array(bytes), contentType: contentTypeForKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string) {
    return publicUrlFor(key);
  }
}
