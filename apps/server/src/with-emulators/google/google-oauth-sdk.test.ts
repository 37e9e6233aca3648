import { createPublicKey, verify } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_SCOPES } from '../../providers/calendar/calendar.ts';
import { consentTo } from '../../testing/calendar-consent.ts';
import {
  connectWithSdk,
  listenGoogleEmulator,
  oauthClient,
  REDIRECT_URI,
  SDK_CLIENT,
} from '@portal/sandbox/google/google-sdk-fixture';
import { subjectFor } from '@portal/sandbox/google/google-state';
import { rejectionOf } from '@portal/shared/testing/rejection';

// google-auth-library's OAuth2Client against the emulator: the consent URL it writes, the code
// exchange with a PKCE verifier, the ID token it verifies, the refresh and the revoke.

let google: Awaited<ReturnType<typeof listenGoogleEmulator>>;
beforeAll(async () => (google = await listenGoogleEmulator(consentTo)));
afterAll(() => google.close());

const EMAIL = 'oauth.sdk@gmail.com';

const rejection = async (promise: Promise<unknown>) =>
  (await rejectionOf(promise, Error)) as Error & { status?: number; response?: { status: number; data: unknown } };

describe('google-auth-library against the Google emulator: consent and code exchange', () => {
  it('writes a consent URL (PKCE S256, offline, consent) that the consent page accepts and answers', async () => {
    const { url, consent, tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const asked = new URL(url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${google.root}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
      response_type: 'code',
      client_id: SDK_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: CALENDAR_SCOPES.join(' '),
    });
    expect(`${consent.target.origin}${consent.target.pathname}`).toBe(REDIRECT_URI);
    expect(consent.state).toBe('state-sdk');
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: CALENDAR_SCOPES.join(' ') });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    // The library turns expires_in into expiry_date: an hour, less a second, as Google's.
    expect(tokens.expiry_date! - Date.now()).toBeGreaterThan(3590_000);
    expect(tokens.expiry_date! - Date.now()).toBeLessThanOrEqual(3599_000);
  });

  it('refuses the exchange without the PKCE verifier, as Google does', async () => {
    const oauth = oauthClient(google.root);
    const { codeChallenge } = await oauth.generateCodeVerifierAsync();
    const url = oauth.generateAuthUrl({
      access_type: 'offline',
      scope: CALENDAR_SCOPES,
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
    const { code } = await consentTo(url, { origin: google.origin, email: EMAIL });
    const error = await rejection(oauth.getToken({ code: code! }));
    expect(error.response?.status).toBe(400);
    expect(error.response?.data).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
  });

  it('refuses a consent URL with an access_type Google does not know', async () => {
    const url = oauthClient(google.root).generateAuthUrl({ access_type: 'forever', scope: CALENDAR_SCOPES });
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Invalid parameter value for access_type: forever');
  });
});

describe('google-auth-library against the Google emulator: the ID token', () => {
  it('issues an ID token that verifyIdToken accepts against the emulator’s certificates', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL, nonce: 'n-0S6_WzA2Mj' });
    const ticket = await oauthClient(google.root).verifyIdToken({
      idToken: tokens.id_token!,
      audience: SDK_CLIENT.clientId,
    });
    const payload = ticket.getPayload()!;
    expect(payload).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: SDK_CLIENT.clientId,
      azp: SDK_CLIENT.clientId,
      sub: subjectFor(EMAIL),
      email: EMAIL,
      email_verified: true,
      nonce: 'n-0S6_WzA2Mj',
    });
    expect(payload.exp - payload.iat).toBe(3599);
    // The calendar scopes ask for no profile, so no name is given.
    expect(payload.name).toBeUndefined();
    expect(ticket.getUserId()).toBe(subjectFor(EMAIL));
  });

  it('signs with the key the JWK set publishes too', async () => {
    const { tokens } = await connectWithSdk(google, { scope: ['openid', 'email', 'profile'], email: EMAIL });
    const [header, payload, signature] = tokens.id_token!.split('.');
    const { kid, alg } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string; alg: string };
    expect(alg).toBe('RS256');
    const certs = await fetch(`${google.root}/oauth2/v3/certs`);
    expect(certs.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const { keys } = (await certs.json()) as { keys: { kid: string; kty: string; n: string; e: string }[] };
    const jwk = keys.find((key) => key.kid === kid)!;
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature!, 'base64url'))).toBe(true);
    // With the profile scope the name comes too (the consent here left it to default to the address).
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ name: 'oauth.sdk' });
  });

  it('refuses a tampered ID token and one for another audience', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const [header, payload, signature] = tokens.id_token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@gmail.com' })).toString('base64url');
    const client = oauthClient(google.root);
    await expect(client.verifyIdToken({ idToken: `${header}.${forged}.${signature}` })).rejects.toThrow(
      /Invalid token signature/,
    );
    await expect(client.verifyIdToken({ idToken: tokens.id_token!, audience: 'another-client' })).rejects.toThrow(
      /Wrong recipient/,
    );
  });
});

describe('google-auth-library against the Google emulator: refresh and revoke', () => {
  it('refreshes the access token with the refresh token, keeping the refresh token', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const oauth = oauthClient(google.root);
    oauth.setCredentials({ refresh_token: tokens.refresh_token });
    const { credentials } = await oauth.refreshAccessToken();
    expect(credentials.access_token).toMatch(/^ya29\./);
    expect(credentials.access_token).not.toBe(tokens.access_token);
    expect(credentials.refresh_token).toBe(tokens.refresh_token);
    expect(credentials.scope).toBe(CALENDAR_SCOPES.join(' '));
    await expect(oauthClient(google.root).verifyIdToken({ idToken: credentials.id_token! })).resolves.toBeDefined();
  });

  it('refreshes by itself when the access token has expired', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const oauth = oauthClient(google.root);
    oauth.setCredentials({ ...tokens, expiry_date: Date.now() - 1000 });
    const { token } = await oauth.getAccessToken();
    expect(token).toMatch(/^ya29\./);
    expect(token).not.toBe(tokens.access_token);
  });

  it('revokes the grant: the refresh token then fails with invalid_grant', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const oauth = oauthClient(google.root);
    await oauth.revokeToken(tokens.refresh_token!);
    oauth.setCredentials({ refresh_token: tokens.refresh_token });
    const error = await rejection(oauth.refreshAccessToken());
    expect(error.response?.status).toBe(400);
    expect(error.response?.data).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a wrong client secret with 401 invalid_client', async () => {
    const { tokens } = await connectWithSdk(google, { scope: CALENDAR_SCOPES, email: EMAIL });
    const wrong = new OAuth2Client({
      clientId: SDK_CLIENT.clientId,
      clientSecret: 'not-the-secret',
      endpoints: { oauth2TokenUrl: `${google.root}/token` },
    });
    wrong.setCredentials({ refresh_token: tokens.refresh_token });
    const error = await rejection(wrong.refreshAccessToken());
    expect(error.response?.status).toBe(401);
    expect(error.response?.data).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
  });
});
