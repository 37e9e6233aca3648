import { describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import { IMAGE_BUSY_MESSAGES, imageDecodeQueue } from './image-decodes.ts';
import { DIMENSIONS_MESSAGE, processImage, SHAPE_MESSAGE, type ImageRules } from './images.ts';
import { declaredSizePng, GPS_MARKER, gpsJpeg, solidImage } from '../testing/images.ts';
import { rejectionOf } from '@portal/shared/testing/rejection';

const profileRules: ImageRules = { allowed: ['png', 'jpeg'], invalidTypeMessage: 'Invalid file type (PNG/JPG only).' };

/** The status and message of the AppError a promise was rejected with. */
async function refusal(promise: Promise<unknown>) {
  const { status, message } = await rejectionOf(promise, AppError);
  return { status, message };
}

describe('processImage', () => {
  it('re-encodes a PNG as PNG and shrinks it to 512 px at most', async () => {
    const result = await processImage(await solidImage('png', 1200, 800), profileRules, 'tester');
    expect(result).toMatchObject({ kind: 'png', extension: 'png', contentType: 'image/png' });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 341 });
  });

  it('keeps a small JPEG its size and stores it as .jpg', async () => {
    const result = await processImage(await solidImage('jpeg', 100, 60), profileRules, 'tester');
    expect(result).toMatchObject({ kind: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 60 });
  });

  it('drops GPS and all other EXIF, applying the orientation first', async () => {
    const input = await gpsJpeg();
    expect(input.includes(Buffer.from(GPS_MARKER))).toBe(true);
    const result = await processImage(input, profileRules, 'tester');
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
    expect(await refusal(processImage(bytes, profileRules, 'tester'))).toEqual({
      status: 400,
      message: 'Invalid file type (PNG/JPG only).',
    });
  });

  it('refuses formats the caller did not allow, and accepts them when allowed', async () => {
    const gif = await solidImage('gif', 20, 20);
    expect((await refusal(processImage(gif, profileRules, 'tester'))).message).toBe(
      'Invalid file type (PNG/JPG only).',
    );
    const agentRules: ImageRules = { allowed: ['png', 'jpeg', 'gif', 'webp'], invalidTypeMessage: 'Nope.' };
    expect((await processImage(gif, agentRules, 'tester')).contentType).toBe('image/gif');
    expect((await processImage(await solidImage('webp', 20, 20), agentRules, 'tester')).extension).toBe('webp');
  });

  it('refuses more than 2 MB before looking at the bytes', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    expect(await refusal(processImage(big, profileRules, 'tester'))).toEqual({
      status: 413,
      message: 'File too large (Max 2MB).',
    });
  });

  it('refuses a PNG declaring 20000 x 20000 pixels without decoding it', async () => {
    const bomb = await declaredSizePng(20_000, 20_000);
    expect(await refusal(processImage(bomb, profileRules, 'tester'))).toEqual({
      status: 400,
      message: DIMENSIONS_MESSAGE,
    });
  });

  it('refuses a PNG of 1 x 25,000,000 pixels (inside the pixel limit) by its header, either way round', async () => {
    for (const [width, height] of [
      [1, 25_000_000],
      [25_000_000, 1],
    ] as const) {
      const strip = await declaredSizePng(width, height);
      expect(await refusal(processImage(strip, profileRules, 'tester'))).toEqual({
        status: 400,
        message: SHAPE_MESSAGE,
      });
    }
  });

  it('accepts a picture up to 10 times as long as it is wide, and refuses a longer one', async () => {
    const banner = await processImage(await solidImage('png', 1000, 100), profileRules, 'tester');
    expect(await sharp(banner.bytes).metadata()).toMatchObject({ width: 512, height: 51 });
    const tall = await solidImage('jpeg', 100, 1001);
    expect(await refusal(processImage(tall, profileRules, 'tester'))).toEqual({ status: 400, message: SHAPE_MESSAGE });
  });

  it('decodes in turn on the queue it is given, one picture per user at a time', async () => {
    const queue = imageDecodeQueue({ atOnce: 1, waiting: 5, perUser: 1 });
    let release!: () => void;
    const holding = queue.run('someone else', () => new Promise<void>((resolve) => (release = resolve)));
    const first = processImage(await solidImage('png', 40, 40), profileRules, 'alice', queue);
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    const second = processImage(await solidImage('png', 40, 40), profileRules, 'alice', queue);
    expect(await refusal(second)).toEqual({ status: 429, message: IMAGE_BUSY_MESSAGES.yours });
    release();
    await holding;
    expect((await first).kind).toBe('png');
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const png = await solidImage('png', 10, 10);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await refusal(processImage(broken, profileRules, 'tester'))).status).toBe(400);
  });
});
