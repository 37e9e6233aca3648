import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair } from '../../lib/pkce.ts';
import { consentFormFields, inputValue } from '../../testing/google-consent.ts';
import { createGoogleEmulator, GOOGLE_SANDBOX_MOUNT } from '@portal/sandbox/google/google-emulator';

const client = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };
const REDIRECT_URI = 'http://localhost:3000/api/auth/callback/google';
const EMAIL = 'sandbox.user@gmail.com';

function emulator(dataDir: string) {
  const app = new Hono().route(GOOGLE_SANDBOX_MOUNT, createGoogleEmulator({ dataDir, client }).app);
  const call = (path: string, init?: RequestInit) => app.request(`${GOOGLE_SANDBOX_MOUNT}${path}`, init);
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const authorizeQuery = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: 'state-123',
      ...overrides,
    }).toString();

  /** Consents as the user would and returns the authorization code and PKCE verifier. */
  async function authorize(email = EMAIL) {
    const { verifier, challenge } = pkcePair();
    const page = await call(
      `/o/oauth2/v2/auth?${authorizeQuery({ code_challenge: challenge, code_challenge_method: 'S256', access_type: 'offline' })}`,
    );
    const fields = consentFormFields(await page.text());
    fields.set('decision', 'allow');
    fields.set('email', email);
    const response = await form('/o/oauth2/v2/auth', Object.fromEntries(fields));
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    return { code, verifier };
  }

  const exchange = (code: string, verifier: string, secret = client.clientSecret) =>
    form('/token', {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
      client_id: client.clientId,
      client_secret: secret,
    });
  const refresh = (refreshToken: string) =>
    form('/token', { grant_type: 'refresh_token', refresh_token: refreshToken, ...credentials });
  const credentials = { client_id: client.clientId, client_secret: client.clientSecret };
  const userinfo = (accessToken: string) =>
    call('/v1/userinfo', { headers: { authorization: `Bearer ${accessToken}` } });

  return { call, form, authorizeQuery, authorize, exchange, refresh, userinfo };
}

type Tokens = {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
};

describe('the Google emulator', () => {
  let dataDir: string;
  let google: ReturnType<typeof emulator>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-google-'));
    google = emulator(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('shows a consent page with the sandbox account prefilled and an Allow button', async () => {
    const response = await google.call(`/o/oauth2/v2/auth?${google.authorizeQuery()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, 'email')).toBe(EMAIL);
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    // Each scope asked for is listed in words, with the scope itself beside them.
    expect(html).toContain(
      '<li><span>Associate you with your personal info on Google</span><code title="openid">openid</code></li>',
    );
  });

  it('escapes request parameters on the consent page (it is served from the portal origin)', async () => {
    const html = await (
      await google.call(`/o/oauth2/v2/auth?${google.authorizeQuery({ state: '"><script>alert(1)</script>' })}`)
    ).text();
    expect(html).not.toContain('<script>');
    expect(consentFormFields(html).get('state')).toBe('"><script>alert(1)</script>');
  });

  it('refuses an unknown client_id and a request without redirect_uri', async () => {
    const wrong = await google.call(`/o/oauth2/v2/auth?${google.authorizeQuery({ client_id: 'someone-else' })}`);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('invalid_client');
    const missing = await google.call('/o/oauth2/v2/auth?response_type=code&client_id=sandbox-client-id&scope=openid');
    expect(missing.status).toBe(400);
  });

  it('redirects to redirect_uri with a code and the state on Allow, and access_denied on Cancel', async () => {
    const fields = { client_id: client.clientId, redirect_uri: REDIRECT_URI, scope: 'openid email', state: 's-1' };
    const allowed = await google.form('/o/oauth2/v2/auth', { ...fields, decision: 'allow', email: EMAIL });
    expect(allowed.status).toBe(302);
    const target = new URL(allowed.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(target.searchParams.get('state')).toBe('s-1');
    expect(target.searchParams.get('code')).toMatch(/^4\/sandbox-/);
    const denied = await google.form('/o/oauth2/v2/auth', { ...fields, decision: 'deny' });
    const deniedTarget = new URL(denied.headers.get('location')!);
    expect(deniedTarget.searchParams.get('error')).toBe('access_denied');
    expect(deniedTarget.searchParams.get('state')).toBe('s-1');
    expect(deniedTarget.searchParams.has('code')).toBe(false);
  });

  it('exchanges a code for tokens only with the right PKCE verifier, and only once', async () => {
    const first = await google.authorize();
    const badVerifier = await google.exchange(first.code, pkcePair().verifier);
    expect(badVerifier.status).toBe(400);
    expect(await badVerifier.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    // A failed exchange used the code up, as Google does.
    expect((await google.exchange(first.code, first.verifier)).status).toBe(400);

    const second = await google.authorize();
    const ok = await google.exchange(second.code, second.verifier);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    const reused = await google.exchange(second.code, second.verifier);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('gives a refresh token only for offline access, and an ID token only with the openid scope', async () => {
    const online = { client_id: client.clientId, redirect_uri: REDIRECT_URI, decision: 'allow', email: EMAIL };
    const consent = async (fields: Record<string, string>) =>
      new URL((await google.form('/o/oauth2/v2/auth', fields)).headers.get('location')!).searchParams.get('code')!;
    const exchange = (code: string) =>
      google.form('/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...credentials });
    const credentials = { client_id: client.clientId, client_secret: client.clientSecret };
    const withoutOffline = (await (
      await exchange(await consent({ ...online, scope: 'openid email' }))
    ).json()) as Tokens;
    expect(withoutOffline.refresh_token).toBeUndefined();
    expect(withoutOffline.id_token?.split('.')).toHaveLength(3);
    const offlineNoOpenId = (await (
      await exchange(await consent({ ...online, scope: 'email', access_type: 'offline' }))
    ).json()) as Tokens;
    expect(offlineNoOpenId.refresh_token).toMatch(/^1\/\//);
    expect(offlineNoOpenId.id_token).toBeUndefined();
  });

  it('words token errors as Google does', async () => {
    const { code, verifier } = await google.authorize();
    const wrongRedirect = await google.form('/token', {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:3000/elsewhere',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(await wrongRedirect.json()).toEqual({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
    const second = await google.authorize();
    const noVerifier = await google.form('/token', {
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: REDIRECT_URI,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(await noVerifier.json()).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
    const unknownClient = await google.form('/token', {
      grant_type: 'refresh_token',
      refresh_token: 'x',
      client_id: 'other',
    });
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The OAuth client was not found.',
    });
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const { code, verifier } = await google.authorize();
    const response = await google.exchange(code, verifier, 'wrong-secret');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('serves userinfo for a bearer token, refreshes tokens, and ends the grant on revoke', async () => {
    const { code, verifier } = await google.authorize('someone@gmail.com');
    const tokens = (await (await google.exchange(code, verifier)).json()) as Tokens;
    const info = await google.userinfo(tokens.access_token);
    expect(await info.json()).toMatchObject({
      email: 'someone@gmail.com',
      email_verified: true,
      sub: expect.any(String),
    });
    expect((await google.call('/v1/userinfo')).status).toBe(401);

    const refreshed = (await (await google.refresh(tokens.refresh_token!)).json()) as Tokens;
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await google.userinfo(refreshed.access_token)).status).toBe(200);

    const revoke = await google.call(`/revoke?token=${encodeURIComponent(tokens.refresh_token!)}`, { method: 'POST' });
    expect(revoke.status).toBe(200);
    const afterRevoke = await google.refresh(tokens.refresh_token!);
    expect(afterRevoke.status).toBe(400);
    expect(await afterRevoke.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await google.userinfo(refreshed.access_token)).status).toBe(401);
  });

  it('fails the next /token call on request, then recovers', async () => {
    const fault = await google.call('/_admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/token', status: 503 }),
    });
    expect(fault.status).toBe(201);
    const { code, verifier } = await google.authorize();
    const failed = await google.exchange(code, verifier);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ error: { code: 503 } });
    // The fault answered before the code was taken, so the retry succeeds.
    expect((await google.exchange(code, verifier)).status).toBe(200);
  });

  it('keeps its grants in DATA_DIR/sandbox/google.json across restarts', async () => {
    const { code, verifier } = await google.authorize('persistent@gmail.com');
    const tokens = (await (await google.exchange(code, verifier)).json()) as Tokens;
    const saved = await readFile(join(dataDir, 'sandbox', 'google.json'), 'utf8');
    expect(saved).toContain(tokens.refresh_token!);
    const restarted = emulator(dataDir);
    expect(await (await restarted.userinfo(tokens.access_token)).json()).toMatchObject({
      email: 'persistent@gmail.com',
    });
    expect((await restarted.refresh(tokens.refresh_token!)).status).toBe(200);
  });
});
