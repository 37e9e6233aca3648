import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real image of one colour, made by sharp (tests need genuine files, not fixtures on disk). */
export function solidImage(format: 'png' | 'jpeg' | 'gif' | 'webp', width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels: it barely compresses, so its size is about width x height x 3 bytes. */
export function noisyPng(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
}

/** Text inside gpsJpeg's GPS block: finding it in a file means the location survived. */
export const GPS_MARKER = 'WGS-84-TEST-MARKER';

/** An 80x40 JPEG whose EXIF carries GPS coordinates and orientation 6 (rotate 90° to view). */
export function gpsJpeg() {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSMapDatum: GPS_MARKER },
    })
    .toBuffer();
}

/**
 * A small PNG whose header claims `width` x `height` pixels (a decompression bomb's shape):
 * the IHDR fields are rewritten and its CRC recomputed, so only the pixel limit stops it.
 */
export async function declaredSizePng(width: number, height: number) {
  const png = Buffer.from(await solidImage('png', 1, 1));
  // Signature (8) + length (4) + 'IHDR' (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
