import { createSecureServer } from 'node:http2';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

export type HttpsOptions = { hostname: string; port: number; cert: string; key: string };

/**
 * The app over HTTPS with HTTP/2, HTTP/1.1 for clients that do not offer it. Over HTTP/1.1 a
 * browser opens at most six connections to a server, so a page's scripts queue behind each other
 * on a slow phone line; over HTTP/2 they share one connection and arrive side by side.
 */
export function serveHttps(fetch: FetchHandler, options: HttpsOptions, onListening?: (info: AddressInfo) => void) {
  return serve(
    {
      fetch,
      hostname: options.hostname,
      port: options.port,
      createServer: createSecureServer,
      serverOptions: { cert: options.cert, key: options.key, allowHTTP1: true },
    },
    onListening,
  ) as ServerType;
}
