import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { consentCss, consentPage } from './consent-page.ts';
import { subjectFor, type GoogleSandboxStore } from './google-state.ts';

type Client = { clientId: string; clientSecret: string };

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1),
  redirect_uri: z.url(),
  scope: z.string().min(1),
  state: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
  login_hint: z.string().optional(),
});

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);

function clientCredentials(c: Context, form: Record<string, string>) {
  const basic = c.req.header('authorization');
  if (basic?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.client_id ?? '', secret: form.client_secret ?? '' };
}

function pkceMatches(verifier: string | undefined, challenge: string | undefined, method: string | undefined) {
  if (!challenge) return true;
  if (!verifier) return false;
  const computed = method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return computed === challenge;
}

/** Google's OAuth 2.0 endpoints: consent, token, revoke, userinfo (docs/vendors.md#google-oauth). */
export function googleOAuthRoutes(store: GoogleSandboxStore, client: Client) {
  const app = new Hono();

  app.get('/consent.css', (c) => c.body(consentCss, 200, { 'content-type': 'text/css; charset=utf-8' }));

  app.get('/o/oauth2/v2/auth', (c) => {
    const parsed = authorizeQuery.safeParse(c.req.query());
    if (!parsed.success) return c.text(`Error 400: invalid_request\n${parsed.error.issues[0]?.message}`, 400);
    if (parsed.data.client_id !== client.clientId)
      return c.text('Error 401: invalid_client\nThe OAuth client was not found.', 401);
    const { response_type: _ignored, ...params } = parsed.data;
    return c.html(consentPage(params));
  });

  app.post('/o/oauth2/v2/auth', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    const parsed = authorizeQuery.omit({ response_type: true }).safeParse(form);
    if (!parsed.success || parsed.data.client_id !== client.clientId) return c.text('Error 400: invalid_request', 400);
    const target = new URL(parsed.data.redirect_uri);
    if (parsed.data.state) target.searchParams.set('state', parsed.data.state);
    if (form.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return c.redirect(target.toString(), 302);
    }
    const email = z.email().safeParse((form.email ?? '').trim().toLowerCase());
    if (!email.success) return c.text('Error 400: a valid e-mail address is required', 400);
    const code = store.issueCode({
      sub: subjectFor(email.data),
      email: email.data,
      name: (form.name ?? '').trim() || email.data.split('@')[0]!,
      scope: parsed.data.scope,
      clientId: parsed.data.client_id,
      redirectUri: parsed.data.redirect_uri,
      codeChallenge: parsed.data.code_challenge,
      codeChallengeMethod: parsed.data.code_challenge_method,
    });
    target.searchParams.set('code', code);
    target.searchParams.set('scope', parsed.data.scope);
    return c.redirect(target.toString(), 302);
  });

  app.post('/token', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    const credentials = clientCredentials(c, form);
    if (credentials.id !== client.clientId || credentials.secret !== client.clientSecret) {
      return oauthError(c, 401, 'invalid_client', 'Unauthorized');
    }
    if (form.grant_type === 'authorization_code') {
      const pending = store.takeCode(form.code ?? '');
      if (!pending || pending.redirectUri !== form.redirect_uri)
        return oauthError(c, 400, 'invalid_grant', 'Bad Request');
      if (!pkceMatches(form.code_verifier, pending.codeChallenge, pending.codeChallengeMethod)) {
        return oauthError(c, 400, 'invalid_grant', 'Bad Request');
      }
      const { redirectUri: _r, codeChallenge: _c, codeChallengeMethod: _m, expiresAt: _e, ...grant } = pending;
      const tokens = store.issueTokens(grant, true);
      return c.json({
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        refresh_token: tokens.refreshToken,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    if (form.grant_type === 'refresh_token') {
      const grant = store.refreshGrant(form.refresh_token ?? '');
      if (!grant) return oauthError(c, 400, 'invalid_grant', 'Token has been expired or revoked.');
      const tokens = store.issueTokens(grant, false);
      return c.json({
        access_token: tokens.accessToken,
        expires_in: tokens.expiresIn,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    return oauthError(c, 400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type ?? ''}`);
  });

  // The library sends the token as a query parameter; Google's docs also show a form body.
  app.post('/revoke', async (c) => {
    const form = c.req.header('content-type')?.includes('form')
      ? ((await c.req.parseBody()) as Record<string, string>)
      : {};
    const value = c.req.query('token') ?? form.token ?? '';
    if (!store.revoke(value)) return oauthError(c, 400, 'invalid_token', 'Token expired or revoked');
    return c.json({});
  });

  app.get('/v1/userinfo', (c) => {
    const header = c.req.header('authorization') ?? '';
    const grant = header.startsWith('Bearer ') ? store.accessGrant(header.slice(7)) : undefined;
    if (!grant) {
      return c.json({ error: 'invalid_request', error_description: 'Invalid Credentials' }, 401);
    }
    const [givenName, ...rest] = grant.name.split(' ');
    return c.json({
      sub: grant.sub,
      email: grant.email,
      email_verified: true,
      name: grant.name,
      given_name: givenName,
      family_name: rest.join(' ') || undefined,
    });
  });

  return app;
}
