import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { replaceAnswer, setAnswerHeader } from './answer-headers.ts';

const ENCODERS = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
const ENCODERS_IN_PLACE = { gzip: gzipSync, deflate: deflateSync } as const;
export type Encoding = keyof typeof ENCODERS;

/**
 * Up to this size a JSON answer is compressed where it is made. Handing it to libuv's thread pool
 * costs about 1.2 ms of CPU a time (a zlib stream set up, a pool thread woken, the result handed
 * back) and a quarter of a millisecond of the main thread just to issue, while gzip itself takes
 * 0.15 to 0.3 ms for 4 to 40 kB of JSON and 0.7 ms at 80 kB (docs/performance.md).
 */
export const COMPRESS_IN_PLACE_UP_TO = 64 * 1024;

/** JSON answers shorter than this are sent as they are: compressing them gains less than it costs. */
export const COMPRESS_JSON_FROM = 1024;

/** Compresses an answer's body: where it is called up to 64 kB, on libuv's thread pool beyond. */
export const compressBody = async (encoding: Encoding, body: string | Uint8Array) =>
  (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength) <= COMPRESS_IN_PLACE_UP_TO
    ? ENCODERS_IN_PLACE[encoding](body)
    : ENCODERS[encoding](body);

// The text of each JSON answer, so a large one is compressed (or kept) without reading the answer back.
const jsonTexts = new WeakMap<Response, string>();

/** The JSON text an answer was made from, when it was made by `c.json`. */
export const jsonTextOf = (answer: Response) => jsonTexts.get(answer);

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours (gzip first on a tie), or undefined for none. */
export function chooseEncoding(accepted: string | undefined): Encoding | undefined {
  if (accepted === undefined) return undefined;
  const accepts = parseAccept(accepted);
  const wildcard = accepts.find((entry) => entry.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of Object.keys(ENCODERS) as Encoding[]) {
    const q = accepts.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compression of what is not compressed at build (JSON, the page itself), when it is worth it.
 * A JSON answer carries its length (it is serialised once, here, instead of in `c.json`), so one
 * under `threshold` bytes is sent as it is, and a larger one is compressed in one piece rather
 * than through a stream: where it is made up to 64 kB, on libuv's thread pool beyond. An answer of unknown length (a
 * page) is compressed as a stream; answers already encoded (the built assets) and event streams
 * are left alone.
 */
export function compressAnswers({ threshold }: { threshold: number }) {
  return createMiddleware(async (c, next) => {
    const json = c.json;
    c.json = ((object: unknown, arg?: never, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      if (text === undefined) return json(object as never, arg, headers);
      const length = String(Buffer.byteLength(text));
      const answer = c.body(text, arg, { 'Content-Type': 'application/json', ...headers, 'Content-Length': length });
      jsonTexts.set(answer, text);
      return answer;
    }) as typeof c.json;
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const vary = res.headers.get('vary');
    if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) {
      setAnswerHeader(c, 'vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || length === '0') return;
    const headers = new Headers(c.res.headers);
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    const init = { status: c.res.status, headers };
    if (length === null) {
      if (!c.res.body) return;
      headers.delete('content-length');
      replaceAnswer(c, new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), init));
      return;
    }
    const source = jsonTexts.get(c.res) ?? new Uint8Array(await c.res.arrayBuffer());
    const compressed = await compressBody(encoding, source);
    headers.set('content-length', String(compressed.byteLength));
    replaceAnswer(
      c,
      new Response(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength), init),
    );
  });
}
