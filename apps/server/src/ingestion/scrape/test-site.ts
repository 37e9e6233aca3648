import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A local web site for the scrape tests, served on 127.0.0.1 (allow-listed in the tests). */

/** A small page that nests 1,200 levels of `<div>`: cheap to send, very costly to score as an article. */
export const NESTED_HTML = `<!doctype html><html><head><title>Deep</title></head><body>${'<div><p>Deep text here. '.repeat(1200)}${'</p></div>'.repeat(1200)}</body></html>`;

export const ARTICLE_HTML = `<!doctype html><html><head><title>Acme Plumbing | Austin</title>
<script>window.secret = "do not read";</script><style>p { color: red }</style></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav>
<main><article><h1>About Acme Plumbing</h1>
<p>Acme Plumbing has served Austin homeowners since 1998, fixing leaking pipes, water heaters and blocked drains.</p>
<p>Our licensed plumbers answer emergency calls 24 hours a day, seven days a week, anywhere in Travis County.</p>
<p>A standard drain cleaning costs $149. Water heater installs start at $1,200 and include haul-away of the old unit.</p>
<ul><li>Free estimates on every job</li><li>Senior discount of 10%</li></ul>
</article></main><footer>Copyright 2024 Acme Plumbing</footer></body></html>`;

type Handler = (response: ServerResponse, port: number) => void;

const html =
  (body: string, type = 'text/html; charset=utf-8'): Handler =>
  (response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  };
const redirect =
  (to: (port: number) => string): Handler =>
  (response, port) => {
    response.writeHead(302, { location: to(port) });
    response.end();
  };

export async function startTestSite() {
  const stats = { hugeBytesSent: 0, requests: [] as string[] };
  // Pages that answer only when the test says so (releaseHeld), to keep requests in flight.
  const held: ServerResponse[] = [];
  const routes: Record<string, Handler> = {
    '/article': html(ARTICLE_HTML),
    '/nested': html(NESTED_HTML),
    '/held': (response) => void held.push(response),
    '/short': html('<html><head><title>Hi</title></head><body><p>Call us.</p></body></html>'),
    '/empty': html('<html><head><title>Nothing</title></head><body><script>1</script></body></html>'),
    '/json': html('{"a":1}', 'application/json'),
    '/png': html('\x89PNG', 'image/png'),
    '/missing': (response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<p>Not found</p>');
    },
    '/gzip': (response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(ARTICLE_HTML));
    },
    '/latin1': (response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
      response.end(
        Buffer.from(
          '<html><head><title>Caf\xe9</title></head><body><p>Caf\xe9 cr\xe8me br\xfbl\xe9e for everyone who visits us today.</p></body></html>',
          'latin1',
        ),
      );
    },
    // 50 MB of paragraphs, written as fast as the reader takes them.
    '/huge': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.from(`<p>${'Plumbing in Austin since 1998. '.repeat(2000)}</p>\n`);
      const write = () => {
        while (stats.hugeBytesSent < 50 * 1024 * 1024 && !response.destroyed) {
          stats.hugeBytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      response.write('<html><head><title>Huge</title></head><body>');
      write();
    },
    '/slow-headers': () => {},
    '/slow-body': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body><p>Starting');
    },
    '/hop1': redirect((port) => `http://127.0.0.1:${port}/hop2`),
    '/hop2': redirect(() => '/hop3'),
    '/hop3': redirect(() => '/article'),
    '/loop': redirect(() => '/loop'),
    '/to-private': redirect(() => 'http://10.0.0.1/admin'),
    '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
    '/to-loopback-other-port': redirect(() => 'http://127.0.0.1:22/'),
    '/to-file': redirect(() => 'file:///etc/passwd'),
    '/to-localhost': redirect(() => 'http://localhost/'),
  };
  let port = 0;
  const server: Server = createServer((request, response) => {
    stats.requests.push(request.url ?? '');
    (routes[request.url ?? ''] ?? routes['/missing']!)(response, port);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const releaseHeld = () => held.splice(0).forEach((response) => html(ARTICLE_HTML)(response, port));
  const heldCount = () => held.length;
  return { port, origin: `http://127.0.0.1:${port}`, stats, close, releaseHeld, heldCount };
}
