import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.ts';
import { assertSafeKey, InvalidStorageKeyError } from './storage.ts';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-test-'));
  storage = new LocalDiskStorage(join(root, 'files'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('writes, reads back with the type of the extension, overwrites and deletes', async () => {
    await storage.put('user-1/avatar.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await readFile(join(root, 'files/user-1/avatar.png'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.get('user-1/avatar.png')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    });

    await storage.put('user-1/avatar.png', new Uint8Array([9]), 'image/png');
    expect((await storage.get('user-1/avatar.png'))?.bytes).toEqual(new Uint8Array([9]));
    // The temporary file of the atomic write is gone.
    expect(await readdir(join(root, 'files/user-1'))).toEqual(['avatar.png']);

    await storage.delete('user-1/avatar.png');
    expect(await storage.get('user-1/avatar.png')).toBeNull();
  });

  it('answers null for a missing file and ignores deleting one', async () => {
    expect(await storage.get('nobody/avatar.jpg')).toBeNull();
    await expect(storage.delete('nobody/avatar.jpg')).resolves.toBeUndefined();
  });

  it('serves jpg as image/jpeg and unknown extensions as bytes', async () => {
    await storage.put('u/a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.put('u/notes.html', new Uint8Array([1]), 'text/html');
    expect((await storage.get('u/a.jpg'))?.contentType).toBe('image/jpeg');
    expect((await storage.get('u/notes.html'))?.contentType).toBe('application/octet-stream');
  });

  it.each(['../escape.png', 'a/../../escape.png', '/etc/passwd', 'a//b.png', 'a\\b.png', '..', '.', 'a/./b', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it('gives a same-origin URL under /files', () => {
    expect(storage.publicUrl('user-1/avatar.png')).toBe('/files/user-1/avatar.png');
    expect(assertSafeKey('a-b_c/d.e.png')).toBe('a-b_c/d.e.png');
  });
});
