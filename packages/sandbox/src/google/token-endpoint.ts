import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { GoogleSandboxStore } from './google-state.ts';
import { issueIdToken } from './id-token.ts';

/**
 * Google's token endpoint (`https://oauth2.googleapis.com/token`): a code for tokens, a refresh
 * token for a new access token, errors as `{error, error_description}` (docs/vendors.md#google-oauth).
 */

type Client = { clientId: string; clientSecret: string };

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);

/** The client's credentials: HTTP Basic (client_secret_basic) or form fields (client_secret_post). */
function clientCredentials(c: Context, form: Record<string, string>) {
  const basic = c.req.header('authorization');
  if (basic?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.client_id ?? '', secret: form.client_secret ?? '' };
}

/** Google's wording for each way PKCE can fail; null when the verifier proves the code is the caller's. */
function pkceFailure(verifier: string | undefined, challenge: string | undefined, method: string | undefined) {
  if (!challenge) return verifier ? 'code_verifier or verifier is not needed.' : null;
  if (!verifier) return 'Missing code verifier.';
  // Without a method Google takes the challenge as `plain`, the verifier itself.
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return computed === challenge ? null : 'Invalid code verifier.';
}

const withOpenId = (scope: string) => scope.split(/\s+/).includes('openid');

export function googleTokenEndpoint(store: GoogleSandboxStore, client: Client) {
  const app = new Hono();

  app.post('/', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    const credentials = clientCredentials(c, form);
    if (credentials.id !== client.clientId)
      return oauthError(c, 401, 'invalid_client', 'The OAuth client was not found.');
    if (credentials.secret !== client.clientSecret) return oauthError(c, 401, 'invalid_client', 'Unauthorized');

    if (form.grant_type === 'authorization_code') {
      if (!form.code) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: code');
      const pending = store.takeCode(form.code);
      if (!pending || pending.clientId !== credentials.id) return oauthError(c, 400, 'invalid_grant', 'Bad Request');
      if (pending.redirectUri !== form.redirect_uri) return oauthError(c, 400, 'redirect_uri_mismatch', 'Bad Request');
      const pkce = pkceFailure(form.code_verifier, pending.codeChallenge, pending.codeChallengeMethod);
      if (pkce) return oauthError(c, 400, 'invalid_grant', pkce);
      const {
        redirectUri: _r,
        codeChallenge: _c,
        codeChallengeMethod: _m,
        expiresAt: _e,
        accessType,
        nonce,
        ...grant
      } = pending;
      // Only offline access is given a refresh token.
      const tokens = store.issueTokens(grant, accessType === 'offline');
      return c.json({
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        scope: grant.scope,
        token_type: 'Bearer',
        ...(withOpenId(grant.scope) ? { id_token: issueIdToken(grant, tokens.accessToken, nonce) } : {}),
      });
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token)
        return oauthError(c, 400, 'invalid_request', 'Missing required parameter: refresh_token');
      const grant = store.refreshGrant(form.refresh_token);
      if (!grant || grant.clientId !== credentials.id) {
        return oauthError(c, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      const tokens = store.issueTokens(grant, false);
      return c.json({
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        scope: grant.scope,
        token_type: 'Bearer',
        ...(withOpenId(grant.scope) ? { id_token: issueIdToken(grant, tokens.accessToken) } : {}),
      });
    }

    return oauthError(c, 400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type ?? ''}`);
  });

  return app;
}
