import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FaultInjector } from './faults.ts';

function emulator() {
  const faults = new FaultInjector((status) => ({ error: `injected ${status}` }));
  const app = new Hono();
  app.route('/vendor/_admin/faults', faults.admin());
  app.use('/vendor/*', faults.middleware('/vendor'));
  app.get('/vendor/*', (c) => c.json({ ok: true }));
  const inject = (fault: unknown) =>
    app.request('/vendor/_admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
  return { app, inject };
}

describe('FaultInjector', () => {
  it('fails the next requests whose path contains the given text, as many times as asked', async () => {
    const { app, inject } = emulator();
    expect((await inject({ path: '/phone-number/', status: 503, times: 2 })).status).toBe(201);
    expect((await app.request('/vendor/phone-number/abc')).status).toBe(503);
    expect((await app.request('/vendor/assistant/abc')).status).toBe(200);
    expect((await app.request('/vendor/phone-number/def')).status).toBe(503);
    expect((await app.request('/vendor/phone-number/ghi')).status).toBe(200);
  });

  it('reads a pattern as plain text, so no input can make matching slow', async () => {
    const { app, inject } = emulator();
    const catastrophic = `/(a+)+$/`;
    await inject({ path: catastrophic, status: 500 });
    // Read as a regular expression, this path would backtrack for seconds; as text it just does not match.
    expect((await app.request(`/vendor/${'a'.repeat(26)}!`)).status).toBe(200);
    expect((await app.request('/vendor/(a+)+$/')).status).toBe(500);
  });
});
