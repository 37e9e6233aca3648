import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

function cspDirectives(header: string | null) {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('security headers on HTML pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a CSP that allows only our own scripts and no framing or plugins', async () => {
    const response = await t.request('/login');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = cspDirectives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('sends nosniff, a referrer policy and a permissions policy allowing our own microphone', async () => {
    const response = await t.request('/agents');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions.split(/,\s*/)).toContain('microphone=(self)');
    expect(permissions.split(/,\s*/)).toContain('camera=()');
  });

  it('keeps the cross-origin embedder policy off (it would block cross-origin call audio)', async () => {
    const response = await t.request('/');
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('does not pin a local http origin to https (no HSTS outside production)', async () => {
    const response = await t.request('/');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the same headers on sandbox pages served from our origin', async () => {
    const response = await t.request('/dev/mailbox', {}, { ip: '127.0.0.1' });
    expect(response.status).toBe(200);
    expect(cspDirectives(response.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'p'.repeat(48),
        SANDBOX: '1',
        ENCRYPTION_KEY: 'e'.repeat(64),
        VAPI_WEBHOOK_SECRET: 'webhook-secret',
        PUBLIC_URL: 'https://portal.example.com',
      },
    });
  });
  afterAll(() => t.close());

  it('sends HSTS for at least a year', async () => {
    const response = await t.request('/');
    const hsts = response.headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('still sends the CSP', async () => {
    const response = await t.request('/');
    expect(cspDirectives(response.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });
});

describe('security headers with real web calls (VAPI_PUBLIC_KEY set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VAPI_PUBLIC_KEY: 'pk-test-public-key' } });
  });
  afterAll(() => t.close());

  it("lets Daily's call engine script load, and nothing else beyond our own scripts", async () => {
    const response = await t.request('/agents');
    expect(cspDirectives(response.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
      'https://c.daily.co',
    ]);
  });
});
