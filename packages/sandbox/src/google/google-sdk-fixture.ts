import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { Hono } from 'hono';
import { createGoogleEmulator } from './google-emulator.ts';

/**
 * The Google emulator at the root of a loopback origin, as Google's hosts are, and Google's own
 * clients pointed at it through their ordinary options: OAuth2Client's `endpoints`,
 * @googleapis/calendar's `rootUrl` (which keeps only an origin). Tests of the emulator against the
 * official SDKs share it.
 */

export const SDK_CLIENT = { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' };
export const REDIRECT_URI = 'http://localhost:3000/google-auth-callback';

export async function listenGoogleEmulator(consentTo: ConsentWalk) {
  const emulator = createGoogleEmulator({ client: SDK_CLIENT, mount: '' });
  const app = new Hono().route('/', emulator.app);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    emulator,
    origin,
    consentTo,
    /** Stands for Google's hosts: accounts.google.com, oauth2.googleapis.com, www.googleapis.com. */
    root: origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function oauthClient(root: string) {
  return new OAuth2Client({
    ...SDK_CLIENT,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: `${root}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${root}/token`,
      oauth2RevokeUrl: `${root}/revoke`,
      oauth2FederatedSignonPemCertsUrl: `${root}/oauth2/v1/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${root}/oauth2/v3/certs`,
    },
  });
}

/** How a test walks the consent page as a browser would (testing/calendar-consent.ts). */
export type ConsentWalk = (
  url: string,
  options: { origin: string; email: string },
) => Promise<{ target: URL; code: string | null; state: string | null }>;

/** The whole consent as the product runs it: PKCE S256, offline access, consent prompt; then the code exchange. */
export async function connectWithSdk(
  google: { root: string; origin: string; consentTo: ConsentWalk },
  options: { scope: string[]; email: string; nonce?: string },
) {
  const oauth = oauthClient(google.root);
  const { codeVerifier, codeChallenge } = await oauth.generateCodeVerifierAsync();
  const url = oauth.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: options.scope,
    state: 'state-sdk',
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  const consent = await google.consentTo(url, { origin: google.origin, email: options.email });
  const { tokens } = await oauth.getToken({ code: consent.code!, codeVerifier });
  oauth.setCredentials(tokens);
  return { oauth, tokens, url, consent };
}
