import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** A JSON error the web app can show: never an HTML page or a stack trace. */
async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/<html|\bat .+\.ts:\d+|Error:/i);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body;
}

describe('the API boundary', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUpAndVerify('boundary@example.com', 'correct-horse-battery');
  });
  afterAll(() => t.close());

  it.each(['/api/agents', '/api/anything', '/api/agents/123', '/api/profile', '/api/agents/..%2Fx'])(
    'GET %s without a session is a JSON 401',
    async (path) => {
      const body = await expectJsonError(await t.request(path), 401, 'UNAUTHORIZED');
      expect(body.error.message).toBe('Session not found.');
    },
  );

  it('refuses mutations without a session too', async () => {
    await expectJsonError(await t.postJson('/api/agents', { name: 'x' }), 401, 'UNAUTHORIZED');
    await expectJsonError(await t.request('/api/agents/1', { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });

  it('does not accept a forged session cookie', async () => {
    const forged = cookie.replace(/session_token=[^.;]+/, 'session_token=forged-token-value');
    await expectJsonError(await t.request('/api/agents', { headers: { cookie: forged } }), 401, 'UNAUTHORIZED');
  });

  it('with a session, an unknown API path is a JSON 404 without a stack trace', async () => {
    await expectJsonError(await t.request('/api/unknown', { headers: { cookie } }), 404, 'NOT_FOUND');
    await expectJsonError(await t.request('/api/agents/..%2Fx', { headers: { cookie } }), 404, 'NOT_FOUND');
  });

  it('answers 400 naming the field, never 500, for NUL characters and impossible cursors', async () => {
    const agent = await t.postJson('/api/agents', { agentName: 'Nul\u0000Agent' }, { headers: { cookie } });
    const body = await expectJsonError(agent, 400, 'VALIDATION_FAILED');
    expect(body.error.message).toBe('agentName: must not contain NUL characters.');
    const signUp = await t.postJson('/api/auth/sign-up/email', {
      email: 'a@b.co',
      password: 'x\u0000yyyyyyyy',
      name: 'n',
    });
    expect((await expectJsonError(signUp, 400, 'VALIDATION_FAILED')).error.message).toBe(
      'password: must not contain NUL characters.',
    );
    const search = await t.request('/api/phone-numbers/search?city=Aus%00tin', { headers: { cookie } });
    await expectJsonError(search, 400, 'VALIDATION_FAILED');
    const cursor = await t.request('/api/calls?cursor=0000-01-01T00:00:00Z', { headers: { cookie } });
    expect((await expectJsonError(cursor, 400, 'VALIDATION_FAILED')).error.message).toMatch(/^cursor: /);
  });

  it("marks every API answer no-store, signed in or not, so no cache keeps a user's data", async () => {
    for (const response of [
      await t.request('/api/agents', { headers: { cookie } }),
      await t.request('/api/account/summary', { headers: { cookie } }),
      await t.request('/api/agents'),
      await t.request('/api/auth/get-session', { headers: { cookie } }),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a mutation from another site with 403, even with a valid session', async () => {
    const response = await t.postJson(
      '/api/agents',
      { name: 'x' },
      { headers: { cookie, origin: 'https://evil.test' } },
    );
    await expectJsonError(response, 403, 'FORBIDDEN');
  });

  it('refuses a non-JSON mutation body with 415 (a cross-site form cannot post JSON)', async () => {
    const body = '{"name":"x"}';
    // app.request sends no Content-Length of its own; a browser always does.
    const headers = { cookie, 'content-type': 'text/plain', 'content-length': String(body.length) };
    const response = await t.request('/api/agents', { method: 'POST', headers, body });
    await expectJsonError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 for a body over 1 MB before reading it', async () => {
    const response = await t.postJson('/api/agents', { blob: 'x'.repeat(1024 * 1024 + 1) }, { headers: { cookie } });
    await expectJsonError(response, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('the web app (SPA)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VAPI_PUBLIC_KEY: 'vapi-public-key-123', VAPI_API_KEY: 'vapi-private-key-456' } });
  });
  afterAll(() => t.close());

  it('serves index.html with 200 for a client-side route', async () => {
    const response = await t.request('/agents/x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('embeds the public site config, and no secret, in the page', async () => {
    const html = await (await t.request('/agents/x')).text();
    const match = /<script id="portal-config" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    const siteConfig = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(siteConfig).toMatchObject({ vapiPublicKey: 'vapi-public-key-123', sandbox: true, sandboxMail: true });
    for (const secret of [t.config.authSecret, t.config.encryptionKey, t.config.vapi.webhookSecret]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(html).not.toContain(secret);
    }
    expect(html).not.toContain('vapi-private-key-456');
    const appConfig = await (await t.request('/app-config.json')).text();
    expect(appConfig).toContain('vapi-public-key-123');
    expect(appConfig).not.toContain(t.config.authSecret);
    expect(appConfig).not.toContain('vapi-private-key-456');
  });

  it('never answers an unknown /api path with the HTML page', async () => {
    for (const path of ['/api/unknown', '/api/', '/api/agents/x/y']) {
      const response = await t.request(path);
      expect([401, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
