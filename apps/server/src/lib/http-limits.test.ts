import { connect } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { AppError, errorBody } from './errors.ts';
import { limitInFlight } from './http-limits.ts';
import type { RequestVariables } from './request-context.ts';

describe('a request body that never finishes', () => {
  it('is cut off after the request time limit and the server keeps answering', async () => {
    const t = await createTestApp({
      listen: true,
      requestLimits: { headersMs: 300, requestMs: 600, checkEveryMs: 100 },
    });
    try {
      const { port } = new URL(t.baseUrl!);
      const socket = connect(Number(port), '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      socket.write(
        'POST /api/agents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"agentName":',
      );
      // The rest of the body never comes: the server answers 408 and closes the connection.
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('limitInFlight', () => {
  it('answers 429 to a client with too many requests in flight, and lets it in again after', async () => {
    const release: (() => void)[] = [];
    const app = new Hono<{ Variables: RequestVariables }>();
    app.use('*', async (c, next) => {
      c.set('clientIp', c.req.header('x-test-client') ?? 'unknown');
      await next();
    });
    app.use('*', limitInFlight(2));
    app.get('/slow', () => new Promise<Response>((resolve) => release.push(() => resolve(new Response('done')))));
    app.onError((error, c) =>
      error instanceof AppError ? c.json(errorBody(error.code, error.message), error.status) : c.text('boom', 500),
    );
    const from = (client: string) => app.request('/slow', { headers: { 'x-test-client': client } });
    const first = [from('a'), from('a')];
    const third = await from('a');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests at once. Please wait a moment and try again.' },
    });
    const otherClient = from('b');
    release.splice(0).forEach((open) => open());
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
    const again = from('a');
    release.splice(0).forEach((open) => open());
    expect([(await otherClient).status, (await again).status]).toEqual([200, 200]);
  });
});
