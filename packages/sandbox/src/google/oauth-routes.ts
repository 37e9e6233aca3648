import { Hono } from 'hono';
import { z } from 'zod';
import { consentCss, consentPage } from './consent-page.ts';
import { subjectFor, type GoogleSandboxStore } from './google-state.ts';
import { CERTIFICATE_CACHE_CONTROL, jsonWebKeys, pemCertificates } from './id-token.ts';
import { googleTokenEndpoint } from './token-endpoint.ts';

type Client = { clientId: string; clientSecret: string };

const PROMPTS = ['none', 'consent', 'select_account'];

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1),
  redirect_uri: z.url(),
  scope: z.string().min(1),
  state: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
  login_hint: z.string().optional(),
  // Offline access is what earns a refresh token at the code exchange.
  access_type: z.enum(['online', 'offline']).optional(),
  prompt: z
    .string()
    .refine((value) => value.split(' ').every((prompt) => PROMPTS.includes(prompt)))
    .optional(),
  include_granted_scopes: z.enum(['true', 'false']).optional(),
  nonce: z.string().optional(),
});

/** Google's error page wording for a bad authorization request. */
function authorizeProblem(issue: z.core.$ZodIssue, query: Record<string, string>) {
  const name = String(issue.path[0] ?? '');
  if (query[name] === undefined) return `Required parameter is missing: ${name}`;
  return `Invalid parameter value for ${name}: ${query[name]}`;
}

/** Google's OAuth 2.0 endpoints: consent, token, revoke, userinfo, ID-token keys (docs/vendors.md#google-oauth). */
export function googleOAuthRoutes(store: GoogleSandboxStore, client: Client, mount: string) {
  const app = new Hono();

  app.get('/consent.css', (c) => c.body(consentCss, 200, { 'content-type': 'text/css; charset=utf-8' }));

  app.get('/o/oauth2/v2/auth', (c) => {
    const query = c.req.query();
    const parsed = authorizeQuery.safeParse(query);
    if (!parsed.success) {
      return c.text(`Error 400: invalid_request\n${authorizeProblem(parsed.error.issues[0]!, query)}`, 400);
    }
    if (parsed.data.client_id !== client.clientId)
      return c.text('Error 401: invalid_client\nThe OAuth client was not found.', 401);
    const { response_type: _ignored, ...params } = parsed.data;
    return c.html(consentPage(params, mount));
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
      accessType: parsed.data.access_type,
      nonce: parsed.data.nonce,
    });
    target.searchParams.set('code', code);
    target.searchParams.set('scope', parsed.data.scope);
    return c.redirect(target.toString(), 302);
  });

  app.route('/token', googleTokenEndpoint(store, client));

  // The library sends the token as a query parameter; Google's docs also show a form body.
  app.post('/revoke', async (c) => {
    const form = c.req.header('content-type')?.includes('form')
      ? ((await c.req.parseBody()) as Record<string, string>)
      : {};
    const value = c.req.query('token') ?? form.token ?? '';
    if (!store.revoke(value))
      return c.json({ error: 'invalid_token', error_description: 'Token expired or revoked' }, 400);
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

  // The keys ID tokens are signed with (Google serves these from www.googleapis.com).
  app.get('/oauth2/v1/certs', (c) => c.json(pemCertificates(), 200, { 'cache-control': CERTIFICATE_CACHE_CONTROL }));
  app.get('/oauth2/v3/certs', (c) => c.json(jsonWebKeys(), 200, { 'cache-control': CERTIFICATE_CACHE_CONTROL }));

  return app;
}
