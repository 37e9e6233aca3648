import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createLogger } from '../../lib/logger.ts';
import { LocalDiskStorage } from '../../providers/storage/local-disk.ts';
import { GPS_MARKER, gpsJpeg, noisyPng, solidImage } from '../../testing/images.ts';
import type { AvatarUploadResult } from '@portal/shared/account';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAvatar } from './account.service.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const filesDir = () => join(t.config.dataDir, 'files');

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

function upload(user: SignedInUser, bytes: Uint8Array, name = 'photo.png', type = 'image/png', extra = {}) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(extra)) form.set(key, String(value));
  return user.request('/api/account/avatar', { method: 'POST', body: form });
}

async function fetchFile(url: string) {
  const response = await t.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/account/avatar', () => {
  it('stores a re-encoded, resized PNG at {userId}/avatar.png with a versioned URL', async () => {
    const original = await solidImage('png', 1024, 1024);
    const response = await upload(alice, original);
    expect(response.status).toBe(200);
    const body = await readJson<AvatarUploadResult>(response);
    expect(body.avatarUrl).toMatch(new RegExp(`^/files/${alice.id}/avatar\\.png\\?v=\\d+$`));
    expect(body.profile.avatarUrl).toBe(body.avatarUrl);

    const { response: served, bytes } = await fetchFile(body.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.equals(original)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it('accepts a photo over the API’s 1 MB body limit (up to 2 MB)', async () => {
    const noisy = await noisyPng(700, 700);
    expect(noisy.byteLength).toBeGreaterThan(1024 * 1024);
    expect(noisy.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(bob, noisy)).status).toBe(200);
  });

  it('strips GPS and camera EXIF from a JPEG and stores it as avatar.jpg, removing the old PNG', async () => {
    const response = await upload(alice, await gpsJpeg(), 'holiday.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { avatarUrl } = await readJson<AvatarUploadResult>(response);
    expect(avatarUrl).toMatch(new RegExp(`^/files/${alice.id}/avatar\\.jpg\\?v=\\d+$`));
    const { bytes } = await fetchFile(avatarUrl);
    expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(await readdir(join(filesDir(), alice.id))).toEqual(['avatar.jpg']);
  });

  it.each([
    ['a text file renamed .png', Buffer.from('hello, I am not a picture'), 'avatar.png', 'image/png'],
    ['HTML renamed .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'],
  ])('refuses %s by its content with 400', async (_name, bytes, name, type) => {
    const response = await upload(bob, bytes, name, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Invalid file type (PNG/JPG only).' },
    });
  });

  it('refuses a GIF: profile photos are PNG or JPEG only', async () => {
    const response = await upload(bob, await solidImage('gif', 10, 10), 'a.gif', 'image/gif');
    expect((await readJson<ErrorJson>(response)).error.message).toBe('Invalid file type (PNG/JPG only).');
  });

  it('refuses a file of 2 MB + 1 byte with 413', async () => {
    const png = await solidImage('png', 8, 8);
    const padded = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.byteLength)]);
    const response = await upload(bob, padded);
    expect(response.status).toBe(413);
    expect((await readJson<ErrorJson>(response)).error.message).toBe('File too large (Max 2MB).');
  });

  it('refuses a 3 MB body with 413 before reading it as a form', async () => {
    const response = await upload(bob, Buffer.alloc(3 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'File too large (Max 2MB).' },
    });
  });

  it('keeps other API routes at the 1 MB limit', async () => {
    const response = await bob.json('/api/account/profile', 'PATCH', { fullName: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it('asks for a file when none is sent', async () => {
    const form = new FormData();
    form.set('other', 'value');
    const response = await bob.request('/api/account/avatar', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorJson>(response)).error.message).toBe('No file selected or profile data missing.');
  });

  it('always stores under the session user’s id, whatever the client names', async () => {
    const before = await readdir(join(filesDir(), alice.id));
    const response = await upload(bob, await solidImage('png', 20, 20), `../${alice.id}/avatar.png`, 'image/png', {
      userId: alice.id,
      key: `${alice.id}/avatar.png`,
    });
    expect(response.status).toBe(200);
    expect((await readJson<AvatarUploadResult>(response)).avatarUrl).toMatch(
      new RegExp(`^/files/${bob.id}/avatar\\.png\\?`),
    );
    expect(await readdir(join(filesDir(), alice.id))).toEqual(before);
    const [aliceProfile] = await t.db.select().from(profiles).where(eq(profiles.id, alice.id));
    expect(aliceProfile?.avatarUrl).toMatch(new RegExp(`^/files/${alice.id}/avatar\\.jpg`));
  });

  it('needs a session', async () => {
    const form = new FormData();
    form.set('file', new File([await solidImage('png', 4, 4)], 'a.png', { type: 'image/png' }));
    expect((await t.request('/api/account/avatar', { method: 'POST', body: form })).status).toBe(401);
  });
});

describe('uploadAvatar when the profile cannot be updated', () => {
  it('removes the uploaded file again and says why', async () => {
    const root = await mkdtemp(join(tmpdir(), 'avatar-cleanup-'));
    try {
      const storage = new LocalDiskStorage(root);
      // The real database for reads; every write fails, as a lost connection would.
      const db = Object.assign(Object.create(t.db) as Database, {
        insert: () => {
          throw new Error('connection lost');
        },
      });
      const error = await uploadAvatar(
        { db, storage },
        'user-x',
        await solidImage('png', 10, 10),
        createLogger('silent'),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe('Profile Update Error: the photo could not be saved to your profile.');
      expect(existsSync(join(root, 'user-x/avatar.png'))).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
