import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, isLoopback, type ClientIpVariables } from './client-ip.ts';

function appTrusting(trusted: string[]) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  app.use('*', clientIp(trusted));
  app.get('/', (c) => c.text(c.var.clientIp));
  return async (socket: string, forwardedFor?: string) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
    const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
    return response.text();
  };
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless the socket is a trusted proxy', async () => {
    const untrusting = appTrusting([]);
    expect(await untrusting('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await untrusting('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('takes the first address a trusted proxy did not add', async () => {
    const behindProxy = appTrusting(['10.0.0.0/8']);
    expect(await behindProxy('10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    // A client's own forged entry sits left of the address the proxy saw, so it is never used.
    expect(await behindProxy('10.0.0.5', '127.0.0.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(await behindProxy('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('tells loopback addresses apart', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['192.0.2.10', '10.0.0.1', 'unknown'].map(isLoopback)).toEqual([false, false, false]);
  });
});
