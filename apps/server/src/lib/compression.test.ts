import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_IN_PLACE_UP_TO, compressAnswers } from './compression.ts';

const THRESHOLD = 1024;
const small = { ok: true, name: 'Café Zoë' };
const large = {
  calls: Array.from({ length: 60 }, (_, index) => ({ id: index, summary: 'The caller asked for a quote.' })),
};
// Past the size compressed in place: it goes to the thread pool.
const huge = {
  calls: Array.from({ length: 2500 }, (_, index) => ({ id: index, summary: `Call ${index} asked for a quote.` })),
};
const page = '<!doctype html><title>Home</title>' + '<p>Your agents</p>'.repeat(200);

function app() {
  const hono = new Hono();
  hono.use('*', compressAnswers({ threshold: THRESHOLD }));
  hono.get('/small', (c) => c.json(small));
  hono.get('/large', (c) => c.json(large, 201, { 'x-kind': 'large' }));
  hono.get('/huge', (c) => c.json(huge));
  hono.get('/page', (c) => c.html(page));
  hono.get('/encoded', (c) => c.body('already', 200, { 'content-encoding': 'br', 'content-type': 'text/plain' }));
  hono.get('/events', (c) => c.body('data: x\n\n'.repeat(200), 200, { 'content-type': 'text/event-stream' }));
  return hono;
}

const get = (path: string, encoding?: string) =>
  app().request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressAnswers', () => {
  it('sends a small JSON answer as it is, with its length in bytes', async () => {
    const response = await get('/small', 'gzip, deflate, br');
    const text = JSON.stringify(small);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(text.length);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(text);
  });

  it('compresses a large JSON answer in one piece, with the length of what is sent', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-kind')).toBe('large');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(JSON.stringify(large).length / 5);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(large);
  });

  it('compresses an answer past the in-place size too, whole and with its length', async () => {
    expect(JSON.stringify(large).length).toBeLessThan(COMPRESS_IN_PLACE_UP_TO);
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESS_IN_PLACE_UP_TO);
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
    ] as const) {
      const response = await get('/huge', encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
      expect(JSON.parse(decode(body).toString())).toEqual(huge);
    }
  });

  it('uses deflate when that is what the client takes, and nothing for a client that takes neither', async () => {
    const deflated = await get('/large', 'deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(large);
    for (const encoding of [undefined, 'identity', 'br']) {
      const plain = await get('/large', encoding);
      expect(plain.headers.get('content-encoding'), encoding).toBeNull();
      expect(plain.headers.get('vary'), encoding).toBe('Accept-Encoding');
      expect(await plain.json()).toEqual(large);
    }
  });

  it('compresses an answer of unknown length as a stream', async () => {
    const response = await get('/page', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone an answer already encoded, an event stream and a HEAD request', async () => {
    expect((await get('/encoded', 'gzip')).headers.get('content-encoding')).toBe('br');
    const events = await get('/events', 'gzip');
    expect(events.headers.get('content-encoding')).toBeNull();
    const head = await app().request('/large', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(large))));
  });
});

describe('chooseEncoding', () => {
  it('takes the one the client prefers, gzip on a tie, and none it refuses', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chooseEncoding('deflate;q=1, gzip;q=0.5')).toBe('deflate');
    expect(chooseEncoding('gzip;q=0.2, deflate;q=0.8')).toBe('deflate');
    expect(chooseEncoding('*;q=0.5')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, deflate;q=0')).toBeUndefined();
    expect(chooseEncoding('br')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
