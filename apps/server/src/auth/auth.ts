import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { sandboxedVendors, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authRateLimitStorage } from '../db/rate-limiter.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../providers/email/email.ts';
import { googleClient, type GoogleEndpoints } from '../providers/google/endpoints.ts';
import type { Logger } from '../lib/logger.ts';
import { forgetSignInFailures } from './account-lockout.ts';
import { API_KEY_PLUGIN_PATHS, apiKeyPlugin } from './api-keys.ts';
import { authLog } from './auth-log.ts';
import { magicLinkMail, resetPasswordMail, verificationMail } from './emails.ts';
import { profileHooks } from './profile-hooks.ts';
import { CLIENT_IP_HEADER } from '../lib/client-ip.ts';
import { PASSWORD_LENGTHS, passwordRuleHook } from './password-rule.ts';

type AuthDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  google: GoogleEndpoints;
  logger: Logger;
};

export function createAuth({ config, db, mailer, google, logger }: AuthDeps) {
  const sendMail = (message: Parameters<Mailer['send']>[0]) =>
    mailer.send(message).catch((error: unknown) => {
      // A failed send must not reveal whether the address exists; it is logged for the operator.
      logger.error({ err: error, subject: message.subject }, 'e-mail could not be sent');
    });
  const client = googleClient(config);
  const forgetFailures = forgetSignInFailures(db);

  return betterAuth({
    appName: 'AI Voice Agent Platform',
    logger: { log: authLog(logger) },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      ...PASSWORD_LENGTHS,
      sendResetPassword: async ({ user, url }) => sendMail(resetPasswordMail(user.email, url)),
      // A new password ends the pause after repeated failed sign-ins (auth/account-lockout.ts).
      onPasswordReset: async ({ user }) => forgetFailures(user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => sendMail(verificationMail(user.email, url)),
    },
    account: {
      // The sandbox Google vouches for any address typed into its consent page, so it may never
      // take over an account made another way; real Google verifies the address it reports.
      accountLinking: { enabled: !sandboxedVendors(config).google },
    },
    // New passwords follow the portal's rule (at least 10 characters, not a common one).
    hooks: { before: passwordRuleHook },
    // No signed cookie cache: it would keep revoked sessions alive for its lifetime. The API's hot
    // path uses an in-process cache that every sign-out or reset empties (auth/session-cache.ts).
    session: { cookieCache: { enabled: false } },
    rateLimit: {
      enabled: config.authRateLimit,
      // In the database, so every server counts the same attempts.
      customStorage: authRateLimitStorage(db),
      window: 60,
      max: 100,
      // Attempts are limited, not reads: the browser asks for the session on every page load, and a
      // 429 there would look like being signed out to an owner who merely reloads.
      customRules: {
        '/get-session': false,
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/sign-in/magic-link': { window: 60, max: 3 },
      },
    },
    // An OAuth failure whose own error address was lost (a consent finished in another browser,
    // say) lands on the login page, which explains it, not on the library's bare error page.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    advanced: {
      // The client address is set by our own middleware from the socket (lib/client-ip.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin/CSRF check whenever NODE_ENV=test or TEST is set; never skip it.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: profileHooks(db),
    // Keys are managed through /api/api-keys alone (auth/api-keys.ts).
    disabledPaths: API_KEY_PLUGIN_PATHS,
    plugins: [
      apiKeyPlugin(),
      genericOAuth({
        config: [
          {
            providerId: 'google',
            clientId: client.clientId,
            clientSecret: client.clientSecret,
            authorizationUrl: google.authorizationUrl,
            tokenUrl: google.tokenUrl,
            userInfoUrl: google.userInfoUrl,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            prompt: 'select_account',
            // Google's userinfo names the account `sub` (OpenID Connect); plain OAuth would look for `id`.
            accountSubject: ({ profile }) => profile.sub ?? '',
          },
        ],
      }),
      ...(config.magicLinkEnabled
        ? [
            magicLink({
              expiresIn: 300,
              sendMagicLink: async ({ email, url }) => sendMail(magicLinkMail(email, url)),
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
