import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMailer } from './sandbox-mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The sandbox answers this machine only: these requests come from loopback.
const LOCAL = { ip: '127.0.0.1' };
/** What a demonstration deployment (NODE_ENV=production with SANDBOX=1) must still be given. */
const PRODUCTION_SECRETS = {
  AUTH_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'a'.repeat(64),
  VAPI_WEBHOOK_SECRET: 'webhook-secret',
};

describe('the sandbox mailbox (/dev/mailbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the portal e-mails newest first, with recipient, subject and a clickable link', async () => {
    await t.signUp('first.reader@example.com', 'correct-horse-battery');
    await t.signUp('second.reader@example.com', 'correct-horse-battery');
    const response = await t.request('/dev/mailbox', {}, LOCAL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const first = html.indexOf('first.reader@example.com');
    const second = html.indexOf('second.reader@example.com');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThan(first);
    expect(html).toContain('<h2>Confirm your AI Voice Agent Platform account</h2>');
    const link = (await t.latestLink('second.reader@example.com')).toString().replace(/&/g, '&#38;');
    // A short "Open link" to the whole address, rather than the address as the link's text.
    expect(html).toContain(`<a href="${link}" title="${link}">Open link`);
  });

  it('escapes HTML in a message, so a mail cannot run script on the portal origin', async () => {
    await createSandboxMailer(t.db).send({
      to: 'victim"><b>@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'Hello <script>alert(1)</script> see https://example.com/a?b=1&c="2"><script>x</script>',
      html: '<script>alert(2)</script>',
    });
    const html = await (await t.request('/dev/mailbox', {}, LOCAL)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toMatch(/&lt;img src=x onerror=alert\(1\)&gt;|&#60;img src=x onerror=alert\(1\)&#62;/);
  });

  it('offers the same list as JSON, newest first', async () => {
    const response = await t.request('/dev/mailbox.json', {}, LOCAL);
    const mails = (await response.json()) as { to: string; createdAt: string }[];
    const times = mails.map((mail) => Date.parse(mail.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mails.map((mail) => mail.to)).toContain('first.reader@example.com');
  });
});

describe('the sandbox seen from another machine', () => {
  it('is closed to other addresses, a forwarded-for claim of loopback included', async () => {
    const t = await createTestApp();
    try {
      await t.signUp('remote.reader@example.com', 'correct-horse-battery');
      for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/sandbox/vapi/assistant', '/sandbox/google/token']) {
        const response = await t.request(path, { headers: { 'x-forwarded-for': '127.0.0.1' } }, { ip: '203.0.113.9' });
        expect([path, response.status]).toEqual([path, 404]);
        expect(await response.text()).not.toContain('remote.reader@example.com');
      }
    } finally {
      await t.close();
    }
  });

  // A reverse proxy on this host connects from loopback for every visitor it serves.
  it('is closed to a visitor relayed by a proxy on this host while TRUSTED_PROXIES is unset', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', SANDBOX: '1', ...PRODUCTION_SECRETS } });
    try {
      await t.signUp('proxied.reader@example.com', 'correct-horse-battery');
      const relayed: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9;proto=https' },
        { 'x-real-ip': '203.0.113.9' },
      ];
      for (const headers of relayed) {
        const response = await t.request('/dev/mailbox.json', { headers }, LOCAL);
        expect([headers, response.status]).toEqual([headers, 404]);
        expect(await response.text()).not.toContain('proxied.reader@example.com');
      }
      expect((await t.request('/dev/mailbox.json', {}, LOCAL)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('takes the address a proxy named in TRUSTED_PROXIES forwards', async () => {
    const t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
    try {
      const through = (forwardedFor: string) =>
        t.request('/dev/mailbox.json', { headers: { 'x-forwarded-for': forwardedFor } }, LOCAL);
      expect((await through('203.0.113.9')).status).toBe(404);
      expect((await through('127.0.0.1')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('opens to other addresses when SANDBOX_PUBLIC=1 says so', async () => {
    const t = await createTestApp({ env: { SANDBOX_PUBLIC: '1' } });
    try {
      expect((await t.request('/dev/mailbox.json', {}, { ip: '203.0.113.9' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('sandbox routes once the vendor is configured for real', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SMTP_URL: 'smtp://127.0.0.1:9',
        GOOGLE_CLIENT_ID: 'real-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'real-secret',
      },
    });
  });
  afterAll(() => t.close());

  it('has no mailbox: /dev/mailbox is just the web app (its not-found page)', async () => {
    const page = await t.request('/dev/mailbox');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Sandbox mailbox');
    const json = await t.request('/dev/mailbox.json');
    expect(json.headers.get('content-type')).not.toMatch(/json/);
  });

  it('has no Google emulator', async () => {
    const consent = await t.request(
      '/sandbox/google/o/oauth2/v2/auth?response_type=code&client_id=real-client.apps.googleusercontent.com&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcb&scope=openid',
    );
    const html = await consent.text();
    expect(html).not.toContain('Continue with Google');
    expect(html).toContain('<div id="root"></div>');
    const token = await t.request('/sandbox/google/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=x',
    });
    expect(token.status).toBe(404);
  });

  it('says in the page config that mail is real', async () => {
    const config = (await (await t.request('/app-config.json')).json()) as { sandboxMail: boolean };
    expect(config.sandboxMail).toBe(false);
  });
});
