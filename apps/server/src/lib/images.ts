import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@portal/shared/account';
import { AppError } from './errors.ts';
import { imageDecodes, type ImageDecodeQueue } from './image-decodes.ts';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export type ProcessedImage = { bytes: Buffer; kind: ImageKind; extension: string; contentType: string };

export type ImageRules = {
  /** Formats accepted, by their bytes (profile photos: PNG and JPEG; agent avatars also GIF and WEBP). */
  allowed: readonly ImageKind[];
  /** Shown when the bytes are not one of `allowed`, e.g. 'Invalid file type (PNG/JPG only).' */
  invalidTypeMessage: string;
  maxBytes?: number;
  /** The longest side after resizing (never enlarged). */
  maxSide?: number;
};

// 25 megapixels (5000 x 5000) is more than any avatar needs; a tiny file can declare billions
// of pixels, and decoding those would take the server's memory.
export const MAX_INPUT_PIXELS = 25_000_000;
export const DIMENSIONS_MESSAGE = 'Image dimensions too large (max 25 megapixels).';

// A decode's time grows with the long side: a 97 KB PNG of 1 x 25,000,000 pixels took 3.5 s, one
// of 1,581 x 15,810 (10:1) 30 ms. No avatar is a strip: longer than 10:1 is refused unread.
export const MAX_ASPECT_RATIO = 10;
export const SHAPE_MESSAGE = 'Image too long and narrow (one side at most 10 times the other).';

// One libvips thread per image (sharp's default is one per core on some systems): the queue
// decides how many images run at once, and each then takes one core at most.
sharp.concurrency(1);

const FORMATS: Record<ImageKind, { extension: string; contentType: string }> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

const KIND_BY_MIME: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Checks an uploaded image by its bytes (not its name or declared type) and by its header, then
 * re-encodes it in its turn on the decode queue (`userId` is counted there): EXIF orientation
 * applied, resized, all metadata (GPS, camera) dropped. Only the re-encoded bytes are ever stored,
 * so nothing the client sent is served back verbatim.
 */
export async function processImage(
  input: Uint8Array,
  rules: ImageRules,
  userId: string,
  queue: ImageDecodeQueue = imageDecodes,
): Promise<ProcessedImage> {
  if (input.byteLength > (rules.maxBytes ?? AVATAR_MAX_BYTES)) {
    throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  }
  const detected = await fileTypeFromBuffer(input);
  const kind = detected ? KIND_BY_MIME[detected.mime] : undefined;
  if (!kind || !rules.allowed.includes(kind)) throw new AppError('BAD_REQUEST', rules.invalidTypeMessage);
  await refuseUnusualShapes(input, rules);
  return queue.run(userId, () => encode(input, kind, rules));
}

/** The header alone (no pixel is decoded): images too large, or of a shape no avatar has. */
async function refuseUnusualShapes(input: Uint8Array, rules: ImageRules) {
  // No limit here: the header of a decompression bomb is read to refuse it by its size below.
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) throw new AppError('BAD_REQUEST', rules.invalidTypeMessage);
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('BAD_REQUEST', DIMENSIONS_MESSAGE);
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new AppError('BAD_REQUEST', SHAPE_MESSAGE);
  }
}

async function encode(input: Uint8Array, kind: ImageKind, rules: ImageRules): Promise<ProcessedImage> {
  const side = rules.maxSide ?? 512;
  // sharp keeps no metadata unless asked (keepMetadata/withMetadata), so re-encoding strips it.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true });
  const encoded = {
    png: () => pipeline.png({ compressionLevel: 9 }),
    jpeg: () => pipeline.jpeg({ quality: 85, mozjpeg: true }),
    gif: () => pipeline.gif(),
    webp: () => pipeline.webp({ quality: 85 }),
  }[kind]();
  try {
    return { bytes: await encoded.toBuffer(), kind, ...FORMATS[kind] };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', DIMENSIONS_MESSAGE);
    }
    // Right magic bytes but a body that does not decode: as unusable as the wrong type.
    throw new AppError('BAD_REQUEST', rules.invalidTypeMessage);
  }
}
