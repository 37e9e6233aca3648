import { connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHttps } from './https-server.ts';

let certificate: { cert: string; private: string };
let server: ReturnType<typeof serveHttps>;
let origin: string;

beforeAll(async () => {
  certificate = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
  const app = new Hono<{ Bindings: { incoming: { httpVersion: string } } }>();
  app.get('/hello', (c) => c.json({ protocol: c.env.incoming.httpVersion }));
  await new Promise<void>((resolve) => {
    server = serveHttps(
      app.fetch,
      { hostname: '127.0.0.1', port: 0, cert: certificate.cert, key: certificate.private },
      () => resolve(),
    );
  });
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One GET over an HTTP/2 session that trusts the test certificate. */
function http2Get(path: string) {
  return new Promise<{ status: number; body: string; alpn: string | false | undefined }>((resolve, reject) => {
    const session = connect(origin, { ca: certificate.cert, servername: 'localhost' });
    session.on('error', reject);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      resolve({ status, body, alpn: session.alpnProtocol });
      session.close();
    });
  });
}

describe('the HTTPS server', () => {
  it('answers over HTTP/2, negotiated by TLS', async () => {
    const answer = await http2Get('/hello');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ protocol: '2.0' });
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const { request } = await import('node:https');
    const body = await new Promise<string>((resolve, reject) => {
      request(`${origin}/hello`, { ca: certificate.cert, servername: 'localhost' }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(body)).toEqual({ protocol: '1.1' });
  });
});
