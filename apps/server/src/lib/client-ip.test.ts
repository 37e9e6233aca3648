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

  it('takes nothing a same-host proxy relays for this machine unless TRUSTED_PROXIES names the proxy', async () => {
    const fromThisMachine = async (trusted: string[], socket: string, headers: Record<string, string> = {}) => {
      const app = new Hono<{ Variables: ClientIpVariables }>();
      app.use('*', clientIp(trusted));
      app.get('/', (c) => c.json({ ip: c.var.clientIp, local: c.var.fromThisMachine }));
      const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
      return response.json();
    };
    const visitor = '203.0.113.9';
    expect(await fromThisMachine([], '127.0.0.1')).toEqual({ ip: '127.0.0.1', local: true });
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': visitor },
      { forwarded: `for=${visitor};proto=https` },
      { 'x-real-ip': visitor },
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 proxy.example.com' },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of relayed) {
      expect([headers, await fromThisMachine([], '127.0.0.1', headers)]).toEqual([
        headers,
        { ip: '127.0.0.1', local: false },
      ]);
    }
    // With the proxy trusted, the address it forwards decides, as for the rate limits.
    expect(await fromThisMachine(['loopback'], '127.0.0.1', { 'x-forwarded-for': visitor })).toEqual({
      ip: visitor,
      local: false,
    });
    expect(await fromThisMachine(['loopback'], '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual({
      ip: '127.0.0.1',
      local: true,
    });
    // A trusted proxy that names no client, or whose client is itself a proxy, relays someone unknown.
    expect(await fromThisMachine(['loopback'], '127.0.0.1', { 'x-real-ip': visitor })).toMatchObject({ local: false });
    const chained = { 'x-forwarded-for': `${visitor}, 127.0.0.1` };
    expect(await fromThisMachine(['10.0.0.0/8'], '10.0.0.5', chained)).toEqual({ ip: '127.0.0.1', local: false });
  });

  it('tells loopback addresses apart', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['192.0.2.10', '10.0.0.1', 'unknown'].map(isLoopback)).toEqual([false, false, false]);
  });
});
