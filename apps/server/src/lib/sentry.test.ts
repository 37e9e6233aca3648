import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withScope } from '@sentry/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initSentry, reportError, stopSentry } from './sentry.ts';

type Received = { path: string; body: string };

/** A stand-in for Sentry's ingest: it keeps each envelope posted to it. */
let ingest: Server;
let received: Received[];
let dsn: string;

beforeEach(async () => {
  received = [];
  ingest = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`;
});

afterEach(async () => {
  await stopSentry(2000);
  await new Promise((resolve) => ingest.close(resolve));
});

/** The event items of the envelopes received (an envelope is JSON lines: header, item header, item). */
const events = () =>
  received.flatMap(({ body }) => {
    const [, itemHeader, item] = body.split('\n');
    return itemHeader && JSON.parse(itemHeader).type === 'event' ? [JSON.parse(item!)] : [];
  });

describe('error reporting', () => {
  it('sends an error with its stack and context to the DSN, and scrubs what could identify a user', async () => {
    initSentry(dsn, 'production');
    withScope((scope) => {
      scope.addEventProcessor((event) => ({
        ...event,
        request: { url: 'https://portal.example/api/agents', headers: { cookie: 'session=abc', 'user-agent': 'UA' } },
        user: { id: 'user-1', email: 'owner@example.com' },
      }));
      reportError(new Error('database down'), { requestId: 'req-1' });
    });
    await stopSentry(2000);

    expect(received).toHaveLength(1);
    expect(received[0]!.path).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const [event] = events();
    expect(event.environment).toBe('production');
    expect(event.platform).toBe('node');
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'database down' });
    const frames = event.exception.values[0].stacktrace.frames as { filename: string }[];
    expect(frames.some((frame) => frame.filename.endsWith('sentry.test.ts'))).toBe(true);
    expect(event.extra).toEqual({ requestId: 'req-1' });
    expect(event.request.headers).toEqual({ 'user-agent': 'UA' });
    expect(event.user).toEqual({ id: 'user-1' });
  });

  it('reports a crash, then ends the process as Node would', async () => {
    const crash = [
      `import { initSentry } from ${JSON.stringify(new URL('./sentry.ts', import.meta.url).pathname)};`,
      `initSentry(${JSON.stringify(dsn)}, 'production');`,
      `setTimeout(() => { throw new Error('crashed in a timer'); }, 0);`,
    ].join('\n');
    const exit = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', crash],
        (error, _out, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
      child.stdin?.end();
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('crashed in a timer');
    expect(events().map((event) => event.exception.values[0].value)).toEqual(['crashed in a timer']);
  });

  it('sends nothing without a DSN', async () => {
    initSentry(undefined, 'production');
    reportError(new Error('not reported'));
    await stopSentry(500);
    expect(received).toEqual([]);
  });
});
