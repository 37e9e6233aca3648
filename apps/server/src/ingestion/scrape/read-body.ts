import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { ScrapeError } from './scrape.ts';

/** The decoded body, decompressed, of at most maxBytes (the cap counts decompressed bytes). */
export async function readCapped(response: IncomingMessage, maxBytes: number) {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoders: Record<string, () => Transform> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  };
  let stream: Readable = response;
  if (encoding !== 'identity' && encoding !== '') {
    const decoder = decoders[encoding];
    if (!decoder) throw new ScrapeError('network', 'The page uses an encoding that cannot be read.');
    stream = response.pipe(decoder());
    response.on('error', (error) => stream.destroy(error));
  }

  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length > room) {
        truncated = true;
        break; // leaving the loop destroys the stream; the rest is never downloaded
      }
    }
  } finally {
    response.destroy();
  }
  return { bytes: Buffer.concat(chunks), truncated };
}

/** The charset from the Content-Type header, else from a <meta> tag, else UTF-8. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const label =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
