import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import { DIMENSIONS_MESSAGE, processImage, type ImageRules } from './images.ts';
import { declaredSizePng, GPS_MARKER, gpsJpeg, solidImage } from '../testing/images.ts';

const profileRules: ImageRules = { allowed: ['png', 'jpeg'], invalidTypeMessage: 'Invalid file type (PNG/JPG only).' };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

describe('processImage', () => {
  it('re-encodes a PNG as PNG and shrinks it to 512 px at most', async () => {
    const result = await processImage(await solidImage('png', 1200, 800), profileRules);
    expect(result).toMatchObject({ kind: 'png', extension: 'png', contentType: 'image/png' });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 341 });
  });

  it('keeps a small JPEG its size and stores it as .jpg', async () => {
    const result = await processImage(await solidImage('jpeg', 100, 60), profileRules);
    expect(result).toMatchObject({ kind: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 60 });
  });

  it('drops GPS and all other EXIF, applying the orientation first', async () => {
    const input = await gpsJpeg();
    expect(input.includes(Buffer.from(GPS_MARKER))).toBe(true);
    const result = await processImage(input, profileRules);
    const meta = await sharp(result.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(result.bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
    expect(result.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // Orientation 6 (rotate 90°) turned the 80x40 pixels upright: 40 wide, 80 high.
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it.each([
    ['a text file', Buffer.from('just some text, named avatar.png')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as an invalid type', async (_name, bytes) => {
    expect(await refusal(processImage(bytes, profileRules))).toEqual({
      status: 400,
      message: 'Invalid file type (PNG/JPG only).',
    });
  });

  it('refuses formats the caller did not allow, and accepts them when allowed', async () => {
    const gif = await solidImage('gif', 20, 20);
    expect((await refusal(processImage(gif, profileRules))).message).toBe('Invalid file type (PNG/JPG only).');
    const agentRules: ImageRules = { allowed: ['png', 'jpeg', 'gif', 'webp'], invalidTypeMessage: 'Nope.' };
    expect((await processImage(gif, agentRules)).contentType).toBe('image/gif');
    expect((await processImage(await solidImage('webp', 20, 20), agentRules)).extension).toBe('webp');
  });

  it('refuses more than 2 MB before looking at the bytes', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    expect(await refusal(processImage(big, profileRules))).toEqual({
      status: 413,
      message: 'File too large (Max 2MB).',
    });
  });

  it('refuses a PNG declaring 20000 x 20000 pixels without decoding it', async () => {
    const bomb = await declaredSizePng(20_000, 20_000);
    expect(await refusal(processImage(bomb, profileRules))).toEqual({ status: 400, message: DIMENSIONS_MESSAGE });
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const png = await solidImage('png', 10, 10);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await refusal(processImage(broken, profileRules))).status).toBe(400);
  });
});
